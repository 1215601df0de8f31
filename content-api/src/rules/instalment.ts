/**
 * Instalment financing (SPEC §9): up to 24 months interest-free, the monthly rate is the gross price
 * divided by 24, and an order not completed at the financing provider is cancelled automatically
 * after 7 calendar days (SPEC §4). The sandbox clock decides; the state is computed whenever read.
 */
export const INSTALMENT_MONTHS = 24;

/** 7 calendar days after the purchase started at the financing provider. */
export const INSTALMENT_COMPLETION_MS = 7 * 86_400_000;

/** When an uncompleted purchase started at `startedAt` and the order with it are cancelled. */
export function instalmentDeadline(startedAt: Date): Date {
  return new Date(startedAt.getTime() + INSTALMENT_COMPLETION_MS);
}

/** The monthly rate of a financed gross amount (SPEC §9: gross price divided by 24), to the cent. */
export function monthlyRate(amount: number, months = INSTALMENT_MONTHS): number {
  return Math.round((amount * 100) / months) / 100;
}
