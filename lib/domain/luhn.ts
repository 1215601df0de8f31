/** The Luhn (mod 10) check digit test of ISO/IEC 7812 card numbers (SPEC §3 Payment: card number); also what SIM ICCIDs end with. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that makes `digits` + it pass the Luhn test (the last digit of an ICCID, ITU-T E.118). */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(`${digits}${d}`)) return String(d);
  throw new RangeError(`not a digit string: ${digits}`);
}
