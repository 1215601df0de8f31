import { cookies } from 'next/headers';
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { lacksPartnerLink } from '@/lib/cart/verify';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { finishCheckout } from '@/lib/checkout/finish';
import { cartFingerprint, checkoutCart, firstIncomplete, isEmptyCart } from '@/lib/checkout/flow';
import { orderRequestOf } from '@/lib/checkout/order-request';
import { writeOrderAccess } from '@/lib/checkout/order-store';
import { startPayment } from '@/lib/checkout/payment-start';
import { placeOnce } from '@/lib/checkout/place-order';
import { readProgress, writeProgress } from '@/lib/checkout/progress-store';
import { keepStepField } from '@/lib/checkout/step-handler';
import { orderContract, orderStep } from '@/lib/platform/contracts/checkout';
import { PARTNER_COOKIE } from '@/lib/domain/partner-referer';

/**
 * POST /api/checkout/order {termsAccepted, noticeConfirmed}: the summary's order button (ADR 17).
 * Places the order once per attempt (lib/checkout/place-order.ts), keeps it in the progress and the
 * order cookie, then starts its payment (with the mobile wallet: the token its sheet handed over, ADR
 * 47); a payment that fails leaves the order placed, and the retry from the payment step pays that order. Answers `next`: the provider's page or the thank-you page.
 */
export const POST = defineHandler({
  contract: orderContract,
  session: 'optional',
  body: orderStep,
  form: {
    done: (_site, { next }) => next,
    failed: (site, { error }) => stepPath(site, 'summary', `error=${error}`),
    keep: (name) => keepStepField(name) && name !== 'walletToken',
  },
  async handle({ request, site, session, body }) {
    const market = site.market.code;
    const { selection } = await readCart(market);
    const cart = checkoutCart(selection);
    if (isEmptyCart(cart)) return failure(404, 'not_found');
    let progress = await readProgress(market, cartFingerprint(selection));
    if (firstIncomplete(progress, cart) !== 'summary') return failure(409, 'steps_incomplete');
    let placed = progress.placed;
    if (!placed) {
      // ADR 50: a partner's tariff is ordered by the visitor who came through the partner's link.
      if (await lacksPartnerLink(site.content, selection.items, (await cookies()).get(PARTNER_COOKIE)?.value))
        return failure(403, 'partner_link_required');
      const { walletToken: _token, ...summary } = body;
      const order = orderRequestOf({ selection, steps: progress, summary, market: site.market });
      if (!order) return failure(409, 'steps_incomplete');
      const placement = await placeOnce(site, progress, order, session?.token);
      await writeProgress(market, placement.progress);
      if (!placement.ok) return placement.failure;
      ({ placed, progress } = placement);
      await writeOrderAccess(market, placed);
    }
    const started = await startPayment({ request, site, cart, progress, placed, walletToken: body.walletToken });
    if ('ok' in started) return started;
    if (started.finished) await finishCheckout();
    return success({ next: started.next });
  },
});
