/** Number reservations of the checkout (SPEC §7 Orders; lib/model: see common.ts). */

/** The numbers offered for one SIM card, held for it until expiresAt. */
export type ReservedNumbers = {
  /** Position of the cart item (in the request's simCardAmounts) this SIM card belongs to. */
  itemIndex: number;
  numberingPlanAssignmentId: string;
  /** SPEC §3 Generated numbers: the order picks one as the SIM card's phoneNumber. */
  generatedNumbers: string[];
  /** ISO instant. */
  expiresAt: string;
};

/** One entry per SIM card. */
export type NumberReservation = { reservations: ReservedNumbers[] };

export type ExtendedReservations = { reservations: { numberingPlanAssignmentId: string; expiresAt: string }[] };
