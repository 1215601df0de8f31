import type { CartView } from '@/lib/cart/cart-view';
import type { Selection } from '@/lib/cart/selection';
import type { CheckoutCart } from '@/lib/checkout/flow';
import type { CheckoutProgress } from '@/lib/checkout/progress';
import type { FormDraft } from '@/lib/platform/contracts/posted-form';
import type { OrderFieldFault } from '@/lib/domain/order-validation';
import type { TripReturn } from '@/lib/platform/provider-trip/outcome';
import type { Site } from '@/lib/platform/site/site-shape';

/** What a step's server component gets: the site, the cart as the checkout sees it, the stored progress and the server's faults of this step (the summary: of every step). */
export type StepViewProps = {
  site: Site;
  selection: Selection;
  cart: CheckoutCart;
  /** The cart against the live catalogue, as the page checked it (names, prices, totals). */
  view: CartView;
  progress: CheckoutProgress;
  faults: OrderFieldFault[];
  /** The code of a failure a form posted without JavaScript came back with (?error=). */
  error?: string;
  /** What that form sent and its fields at fault (lib/platform/bff/form-draft.ts), shown instead of the stored step. */
  draft?: FormDraft;
  /** How a trip to a payment provider ended (?trip=…&reason=…, ADR 43). */
  trip?: TripReturn;
  /** The page's other query parameters with one value each, such as a search a step answers (delivery: ?zip=&city=). */
  query: Record<string, string>;
};
