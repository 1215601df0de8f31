/** A phone number as shown when a TAN went to it: the country code and the last 3 digits ("+43 ••• 501"). */
export function maskedNumber(international: string): string {
  const digits = international.replace(/[^\d+]/g, '');
  const country = /^\+(1|7|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/.exec(digits)?.[0] ?? '';
  return `${country} ••• ${digits.slice(-3)}`.trim();
}
