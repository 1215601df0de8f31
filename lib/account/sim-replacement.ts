import type { SimReplacement, SimState } from '@/lib/platform/content-api/schemas';

/**
 * A line's SIM state after a replacement answer, without reading it again: a card sent by post is
 * waiting for its printed ICCID (the card in use stays the same until then); a replacement that is
 * ACTIVE (an eSIM at once, or the posted card once confirmed) is the card in use now.
 */
export function simStateAfterReplacement(state: SimState, replacement: SimReplacement): SimState {
  if (replacement.status === 'SHIPPED') return { ...state, shippedReplacement: { requestedAt: replacement.requestedAt } };
  const { shippedReplacement: _done, ...rest } = state;
  return { ...rest, simType: replacement.simType, humanReadableIccid: replacement.humanReadableIccid };
}
