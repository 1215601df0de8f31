import 'server-only';
import { readCartCatalogue } from '@/lib/cart/cart-catalogue';
import type { Cart } from '@/lib/cart/cart';
import { cartView, type CartView } from '@/lib/cart/cart-view';
import { getAllowedPaymentMethods } from '@/lib/platform/content-api/payment';
import { fail, ok, type Result } from '@/lib/platform/content-api/result';
import type { Site } from '@/lib/platform/site/site';
import { methodChoices, paymentCartOf, type MethodChoices } from './payment-methods';
import type { CheckoutProgress } from './progress';

export type PaymentOptions = { choices: MethodChoices; view: CartView };

/**
 * The payment methods this cart may use (POST /payment/methods/allowed with its tariffs' payment
 * types, lines and devices, and whether a company orders), split into the step's two choices, with
 * the cart's view for the amounts. The step page and its handler read them alike.
 */
export async function readPaymentOptions(
  site: Site,
  { selection, personal }: Cart,
  progress: CheckoutProgress,
): Promise<Result<PaymentOptions>> {
  const catalogue = await readCartCatalogue(site.content, selection);
  if (!catalogue.ok) return fail(catalogue.error);
  const view = cartView(selection, catalogue.data, personal);
  const cart = paymentCartOf(view.lines, progress.personal?.customerType === 'COMPANY');
  if (view.lines.length === 0) return ok({ choices: methodChoices([], cart), view });
  const allowed = await getAllowedPaymentMethods(site.content, cart);
  if (!allowed.ok) return fail(allowed.error);
  return ok({ choices: methodChoices(allowed.data, cart), view });
}
