/** SPEC §3 mobile porting puk, §5 and §9: the PUK of the SIM card whose number moves has 8 digits. */
export const PUK_LENGTH = 8;

export type PukProblem = 'required' | 'invalid_format';

/** The PUK without the spaces it may be printed or typed with ("1234 5678"). */
export function normalizePuk(input: string): string {
  return input.replace(/\s+/g, '');
}

/** 'invalid_format' is SPEC §5's "PUK must be 8 digits". */
export function pukProblem(input: string): PukProblem | undefined {
  const puk = normalizePuk(input);
  if (puk === '') return 'required';
  return new RegExp(`^\\d{${PUK_LENGTH}}$`).test(puk) ? undefined : 'invalid_format';
}
