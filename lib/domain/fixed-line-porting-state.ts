/**
 * SPEC §3 Fixed-line porting: its state, whose values the SPEC does not name. The states the shop
 * knows and explains; any other a provider sends is shown as in progress (the number is on its way
 * until the provider says it has arrived), never as ported, and never breaks the portings screen.
 */
export const FIXED_LINE_PORTING_STATES = ['OPEN', 'IN_PROCESS', 'FINISHED'] as const;
export type FixedLinePortingState = (typeof FIXED_LINE_PORTING_STATES)[number];

export const isKnownFixedLinePortingState = (state: string): state is FixedLinePortingState =>
  (FIXED_LINE_PORTING_STATES as readonly string[]).includes(state);

/** The state as the portings screen shows it: a known one as it is, any other as IN_PROCESS. */
export const shownFixedLinePortingState = (state: string): FixedLinePortingState =>
  isKnownFixedLinePortingState(state) ? state : 'IN_PROCESS';
