import 'server-only';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { isUpgraded, type SessionData } from '@/lib/platform/bff/session-data';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { rechargePrepaid } from '@/lib/platform/content-api/customer-payment';
import { getPaymentToken, startEpsPayment } from '@/lib/platform/content-api/payment';
import type { Result } from '@/lib/platform/content-api/result';
import type { PaymentResult } from '@/lib/platform/content-api/schemas/payment';
import type { PaymentTripRequest } from '@/lib/platform/contracts/payment-trip';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { nextStepOf } from '@/lib/platform/provider-trip/payment-answer';
import { newTripState } from '@/lib/platform/provider-trip/store';
import { requestOrigin, withQuery } from '@/lib/platform/provider-trip/urls';
import type { Site } from '@/lib/platform/site/site';
import { refusedTrip } from './check';
import { accountTrips, type TripPurpose } from './store';
import { rechargeTwintPath, tripBack, tripCardReturnUrl, tripReturnUrl } from './urls';

type Start = { request: Request; site: Site; session: SessionData; body: PaymentTripRequest };
/** `{next}`, a failure, or 'expired' when the content API refused the token (the handler logs out). */
export type Started = Success<{ next: string }> | Failure | 'expired';

/** The purpose as the trip keeps it (the bank only starts an EPS transfer and is not kept). */
function purposeOf(body: PaymentTripRequest): TripPurpose {
  switch (body.kind) {
    case 'card-change':
      return { kind: 'card-change' };
    case 'open-position':
      return { kind: 'open-position', billingContractId: body.billingContractId, method: body.method };
    case 'recharge':
      return { kind: 'recharge', productKey: body.productKey, amount: body.amount, method: body.method };
  }
}

const usesCard = (purpose: TripPurpose) => purpose.kind === 'card-change' || purpose.method.toUpperCase() === 'CREDITCARD';

/**
 * Starts a customer-area payment trip (ADR 20). A card change needs upgraded write access (the same
 * 403 upgrade_required as the door's). A card goes first to the provider's hosted field, opened with
 * a client token read with the customer's token; the card itself is paid or saved when the field
 * returns. An EPS transfer starts at once and the browser goes to its bank. A TWINT top-up starts at
 * once too, and the browser goes to our page that waits for the app's answer (ADR 48), the trip
 * keeping when it started for that page's time limit. The purpose is sealed with the trip (ADR 43),
 * whose state the return address carries.
 */
export async function startTrip({ request, site, session, body }: Start): Promise<Started> {
  if (body.kind === 'card-change' && !isUpgraded(session, Date.now())) return failure(403, 'upgrade_required');
  const refused = await refusedTrip(site, session.token, body);
  if (refused) return refused;
  const purpose = purposeOf(body);
  const back = tripBack(site, purpose);
  const market = site.market.code;
  const state = newTripState();

  if (usesCard(purpose)) {
    const field = await getPaymentToken(site.content, 'creditcard', session.token);
    if (!field.ok) return field.error.kind === 'unauthorized' ? 'expired' : upstreamFailure(field.error);
    if (!field.data.hostedFieldUrl) return failure(503, 'unavailable');
    await accountTrips.start(market, { state, back, data: { purpose } });
    return success({
      next: withQuery(field.data.hostedFieldUrl, { clientToken: field.data.token, returnUrl: tripCardReturnUrl(request, site, state) }),
    });
  }

  const startedAt = Date.now();
  const started = await startAtOnce(site, session.token, body, tripReturnUrl(request, site, state));
  if (!started.ok) return started.error.kind === 'unauthorized' ? 'expired' : upstreamFailure(started.error);
  const step = nextStepOf({ ...started.data, status: started.data.result });
  if ('go' in step) {
    const twint = purpose.kind === 'recharge' && purpose.method === 'twint';
    await accountTrips.start(market, {
      state,
      back,
      data: twint ? { purpose, startedAt } : { purpose },
      attempt: started.data.transactionId,
    });
    return success({ next: twint ? `${requestOrigin(request)}${rechargeTwintPath(site, purpose.productKey)}` : step.go });
  }
  return success({ next: `${requestOrigin(request)}${backWith(back, step.done)}` });
}

/** A payment started at once: the EPS transfer of an open position or a recharge from the chosen bank, or a TWINT recharge. */
function startAtOnce(site: Site, token: string, body: PaymentTripRequest, returnUrl: string): Promise<Result<PaymentResult>> {
  const bic = 'bic' in body ? (body.bic ?? '') : '';
  if (body.kind === 'recharge' && body.method === 'twint')
    return rechargePrepaid(site.content, token, 'twint', { productKey: body.productKey, amount: body.amount, returnUrl });
  if (body.kind === 'recharge')
    return rechargePrepaid(site.content, token, 'eps', { productKey: body.productKey, amount: body.amount, bic, returnUrl });
  if (body.kind === 'open-position') return startEpsPayment(site.content, body.billingContractId, { bic, returnUrl }, token);
  throw new Error('a card change has no EPS transfer');
}
