import 'server-only';
import type { z } from 'zod';
import { defineHandler, failure, success, type Failure, type HandlerContext } from '@/lib/platform/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepContract } from '@/lib/platform/contracts/checkout';
import type { Site } from '@/lib/platform/site/site';
import { stepPath } from './checkout-paths';
import { cartFingerprint, checkoutCart, firstIncomplete, isEmptyCart, type CheckoutCart } from './flow';
import type { CheckoutProgress, StepData } from './progress';
import { readProgress, writeProgress } from './progress-store';

type SavedStep = keyof StepData;

type Definition<S extends SavedStep, B> = {
  /** The step's body: its schema with the market's rules laid over it (undefined when they cannot be read: 503). */
  body: (site: Site) => Promise<z.core.$ZodType<B> | undefined>;
  /**
   * What to store of the checked body: the data as given, or a failure (a check that needs the content
   * API, such as a reservation still held). Defaults to the body itself.
   */
  store?: (ctx: HandlerContext<B> & { cart: CheckoutCart; progress: CheckoutProgress }) => Promise<StepData[S] | Failure>;
  /**
   * Where the browser goes after this step when it is not the next step's page (the payment
   * provider's card field): a URL, a failure (nothing is then stored), or undefined for the default.
   */
  next?: (ctx: HandlerContext<B> & { cart: CheckoutCart; progress: CheckoutProgress }) => Promise<string | Failure | undefined>;
};

/** A step's fields come back to its page after a refused post without JavaScript; the locale is the page's own. */
export const keepStepField = (name: string) => name !== 'locale';

/**
 * POST /api/checkout/<step>: checks the step's data with its schema (400 with the fields), stores it
 * in the sealed progress (ADR 13, ADR 17; a new cart starts a new progress), drops the server's faults
 * of that step, and answers where the checkout goes next: the first step not yet done, or the
 * definition's own `next`. A form posted
 * without JavaScript is sent there (303), or back to the step with ?error=<code> and what it sent (a
 * form draft). 404 not_found for an empty cart.
 */
export function defineStepHandler<S extends SavedStep, B>(step: S, definition: Definition<S, B>) {
  return defineHandler({
    contract: stepContract,
    body: definition.body,
    form: { done: (_site, { next }) => next, failed: (site, { error }) => stepPath(site, step, `error=${error}`), keep: keepStepField },
    async handle(ctx) {
      const market = ctx.site.market.code;
      const { selection } = await readCart(market);
      const cart = checkoutCart(selection);
      if (isEmptyCart(cart)) return failure(404, 'not_found');
      const progress = await readProgress(market, cartFingerprint(selection));
      const data = definition.store ? await definition.store({ ...ctx, cart, progress }) : (ctx.body as unknown as StepData[S]);
      if ('ok' in data && data.ok === false) return data as Failure;
      const updated: CheckoutProgress = { ...progress, [step]: data, faults: progress.faults?.filter((f) => f.step !== step) };
      const next = definition.next ? await definition.next({ ...ctx, cart, progress: updated }) : undefined;
      if (typeof next === 'object') return next;
      await writeProgress(market, updated);
      return success({ next: next ?? stepPath(ctx.site, firstIncomplete(updated, cart)) });
    },
  });
}
