/**
 * SPEC §7 SIM cards: the state of a line's card, blocking it, and replacing it. SPEC §4: a blocked
 * SIM is reactivated only by customer service, so blocking twice is a conflict and a blocked line
 * gets no replacement here either. Replacements need the SIM_CHANGE feature (SPEC §6): a physical
 * card is sent and used once the customer types the ICCID printed on it; an eSIM gets a new profile
 * at once, and the old profile stops working.
 */
import type { FieldErrorBody, SimReplacement, SimState as SimStateWire, SimType } from '@storefront/wire';
import { humanReadableIccid, iccidProblem, normalizeIccid, technicalIccid } from '@storefront/rules/iccid';
import type { Store } from '../store';
import type { MobileLine } from './lines';
import { cardOf, esimProfileOf, newCard, simState } from './sim';

type SimStore = Pick<Store, 'customerState'>;

export function simStateOf(store: SimStore, line: MobileLine): SimStateWire {
  const card = cardOf(store, line);
  const state = simState(store, line).get();
  return {
    phoneAccountId: line.product.key,
    status: state?.blockedAt ? 'BLOCKED' : 'ACTIVE',
    simType: card.type,
    humanReadableIccid: humanReadableIccid(card.iccid),
    ...(state?.shipped ? { shippedReplacement: { requestedAt: state.shipped.requestedAt } } : {}),
  };
}

/** Blocks the card; false when it is blocked already. */
export function lockSim(store: SimStore, line: MobileLine, now: Date): boolean {
  const aspect = simState(store, line);
  const state = aspect.get() ?? {};
  if (state.blockedAt) return false;
  aspect.put({ ...state, blockedAt: now.toISOString() });
  return true;
}

type Refusal =
  { ok: false; conflict: 'feature_required' | 'sim_blocked' | 'no_replacement_pending' } | { ok: false; fields: FieldErrorBody['fields'] };
export type ReplacementOutcome = { ok: true; replacement: SimReplacement } | Refusal;

function refusal(store: SimStore, line: MobileLine): Refusal | undefined {
  if (!line.customer.features.includes('SIM_CHANGE')) return { ok: false, conflict: 'feature_required' };
  if (simState(store, line).get()?.blockedAt) return { ok: false, conflict: 'sim_blocked' };
  return undefined;
}

const wire = (line: MobileLine, type: SimType, iccid: string, requestedAt: string, status: SimReplacement['status']) => ({
  productKey: line.product.key,
  simType: type,
  status,
  technicalIccid: technicalIccid(iccid),
  humanReadableIccid: humanReadableIccid(iccid),
  requestedAt,
});

/** A new card: a physical one on its way (a repeated request sends another, the earlier one is void), or a new eSIM profile now. */
export function requestReplacement(store: SimStore, line: MobileLine, type: SimType, now: Date): ReplacementOutcome {
  const refused = refusal(store, line);
  if (refused) return refused;
  const aspect = simState(store, line);
  const state = aspect.get() ?? {};
  const card = newCard(type, cardOf(store, line).iccid);
  const requestedAt = now.toISOString();
  if (type === 'SIM') {
    aspect.put({ ...state, shipped: { iccid: card.iccid, requestedAt } });
    return { ok: true, replacement: wire(line, type, card.iccid, requestedAt, 'SHIPPED') };
  }
  aspect.put({ ...state, card, shipped: undefined });
  return { ok: true, replacement: { ...wire(line, type, card.iccid, requestedAt, 'ACTIVE'), esim: esimProfileOf(card) } };
}

/** The shipped card in use, confirmed by the ICCID printed on it. */
export function confirmReplacement(store: SimStore, line: MobileLine, typedIccid: string): ReplacementOutcome {
  const refused = refusal(store, line);
  if (refused) return refused;
  const problem = iccidProblem(typedIccid);
  if (problem) return { ok: false, fields: [{ field: 'iccid', code: problem }] };
  const aspect = simState(store, line);
  const state = aspect.get() ?? {};
  if (!state.shipped) return { ok: false, conflict: 'no_replacement_pending' };
  const iccid = normalizeIccid(typedIccid);
  if (iccid !== state.shipped.iccid) return { ok: false, fields: [{ field: 'iccid', code: 'mismatch' }] };
  aspect.put({ ...state, card: { type: 'SIM', iccid }, shipped: undefined });
  return { ok: true, replacement: wire(line, 'SIM', iccid, state.shipped.requestedAt, 'ACTIVE') };
}
