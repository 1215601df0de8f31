/** SPEC §5: a service number is an optional plus followed by digit groups separated by single spaces. */
export function isValidServiceNumber(value: string): boolean {
  return /^\+?\d+( \d+)*$/.test(value);
}

/** The tel: link of a service number ("+43 660 1234" → "tel:+436601234"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

/** Keeps only the valid numbers of a service line configuration. */
export function keepValidServiceNumbers<T extends Record<string, string | undefined>>(line: T): Partial<T> {
  return Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined && isValidServiceNumber(v))) as Partial<T>;
}
