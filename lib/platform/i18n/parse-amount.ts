/**
 * An amount of money as people type it in the shop's locales: "1426,87", "1.426,87", "1,426.87",
 * "1’426.87", "1 426,87", "€ 1426". With both "." and "," the last one is the decimal mark; a single
 * mark followed by exactly three digits groups thousands; otherwise it is the decimal mark (at most
 * two decimals). Null for anything that is not an amount.
 */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/€|£|CHF|EUR|GBP|[\s\u00a0\u202f'’]/gi, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const marks = cleaned.match(/[.,]/g) ?? [];
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const mixed = cleaned.includes('.') && cleaned.includes(',');
  const decimalAt = last >= 0 && (mixed || (marks.length === 1 && cleaned.length - last - 1 !== 3)) ? last : -1;
  const whole = (decimalAt >= 0 ? cleaned.slice(0, decimalAt) : cleaned).split(/[.,]/);
  const fraction = decimalAt >= 0 ? cleaned.slice(decimalAt + 1) : '';
  if (decimalAt >= 0 && !/^\d{1,2}$/.test(fraction)) return null;
  const grouped = whole.length > 1;
  if (whole.some((group, i) => group === '' || (grouped && (i > 0 ? group.length !== 3 : group.length > 3)))) return null;
  return Number(`${whole.join('')}.${fraction || '0'}`);
}
