/**
 * SPEC §9 "First month: included units pro rata": a line activated during a month gets the share of
 * its monthly units that the days left in that month (the activation day included) are of the month.
 * Rounded down to `decimals` places, so a customer is never promised more than the share.
 */
export function aliquotUnits(monthlyUnits: number, activationDay: number, daysInMonth: number, decimals = 0): number {
  if (!Number.isInteger(activationDay) || activationDay < 1 || activationDay > daysInMonth) {
    throw new RangeError(`activation day ${activationDay} is not a day of a ${daysInMonth}-day month`);
  }
  const daysLeft = daysInMonth - activationDay + 1;
  const factor = 10 ** decimals;
  // The small epsilon keeps exact shares (40 × 15/30 = 20) from flooring to 19.99… in binary.
  return Math.floor((monthlyUnits * daysLeft * factor) / daysInMonth + 1e-9) / factor;
}

/** Whether the first month's units are a share: the line started after the month's first day. */
export function hasAliquotUnits(activationDay: number): boolean {
  return activationDay > 1;
}
