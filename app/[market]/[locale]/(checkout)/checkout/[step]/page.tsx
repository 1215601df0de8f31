import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutSteps } from '@/components/checkout/CheckoutSteps';
import { ProgressLostNotice } from '@/components/checkout/ProgressLostNotice';
import type { StepViewProps } from '@/components/checkout/step-view';
import { DeliveryStep } from '@/components/checkout/steps/DeliveryStep';
import { NumberStep } from '@/components/checkout/steps/NumberStep';
import { PaymentStep } from '@/components/checkout/steps/PaymentStep';
import { PersonalStep } from '@/components/checkout/steps/PersonalStep';
import { SummaryStep } from '@/components/checkout/steps/SummaryStep';
import { loadCartCatalogue } from '@/lib/cart/cart-catalogue';
import { readCart } from '@/lib/cart/cart-store';
import { cartView } from '@/lib/cart/cart-view';
import { readFormDraft } from '@/lib/platform/bff/form-draft';
import { readSession } from '@/lib/platform/bff/session';
import { stepAction, stepPath } from '@/lib/checkout/checkout-paths';
import { faultsNow } from '@/lib/checkout/order-check';
import {
  cartFingerprint,
  CHECKOUT_STEPS,
  checkoutCart,
  firstIncomplete,
  isDone,
  isEmptyCart,
  isReachable,
  stepsOf,
  type CheckoutStep,
} from '@/lib/checkout/flow';
import { readProgressState } from '@/lib/checkout/progress-store';
import { isDismissed } from '@/lib/platform/contracts/posted-form';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';

type Params = Promise<{ market: string; locale: string; step: string }>;
type Props = { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the visitor's cart and sealed progress: never cached. */
export const dynamic = 'force-dynamic';

const VIEWS: Record<CheckoutStep, (props: StepViewProps) => Promise<React.JSX.Element>> = {
  personal: PersonalStep,
  number: NumberStep,
  delivery: DeliveryStep,
  payment: PaymentStep,
  summary: SummaryStep,
};

const isStep = (value: string): value is CheckoutStep => (CHECKOUT_STEPS as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { step } = await params;
  if (!isStep(step)) return {};
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'checkout' });
  return pageMetadata(site, `/checkout/${step}`, {}, { title: t('title', { step: t(`steps.${step}`) }), index: false });
}

/**
 * One checkout step (ADR 17). The server decides what the visitor may see from the stored progress:
 * an empty cart goes to the cart, a cart with items no longer available to the cart (which removes
 * them with the SPEC §8 notice), a step after the first incomplete one to that step, where a progress
 * this browser had for the cart and lost is explained. With every step
 * done, each step shows what the content API finds at fault in the order they make (the summary: every
 * faulty step, linked).
 */
export default async function CheckoutStepPage({ params, searchParams }: Props) {
  const { step } = await params;
  if (!isStep(step)) notFound();
  const site = await siteFromParams(params);
  const t = await getTranslations('checkout');
  const { selection, personal } = await readCart(site.market.code);
  const cart = checkoutCart(selection);
  if (isEmptyCart(cart)) redirect(localizedPath(site, '/cart'));
  const view = cartView(selection, await loadCartCatalogue(site.content, selection, false), personal);
  if (view.dropped) redirect(localizedPath(site, '/cart'));
  // A progress lost or expired is explained at the step the checkout starts again from (SPEC §8, ADR 51).
  const { progress, lost } = await readProgressState(site.market.code, cartFingerprint(selection));
  if (!isReachable(step, progress, cart)) redirect(stepPath(site, firstIncomplete(progress, cart)));
  // Once every step is done, the content API checks the order before the summary shows it (SPEC §7 POST /orders/validate).
  const faults = await faultsNow(site, selection, progress, (await readSession(site.market.code))?.token);
  const query = await searchParams;
  const error = typeof query.error === 'string' ? query.error : undefined;
  // A step's form refused without JavaScript comes back with ?error= and what it sent, which stays
  // when its error message is closed (?closed=1).
  const draft = error || isDismissed(query) ? await readFormDraft(site.market.code, stepAction(step)) : undefined;
  const Step = VIEWS[step];
  return (
    <div className="container page checkout">
      <h1>{t('heading')}</h1>
      <CheckoutSteps site={site} steps={stepsOf(cart)} current={step} done={(s) => isDone(s, progress, cart)} />
      {lost && <ProgressLostNotice />}
      <Step
        site={site}
        selection={selection}
        cart={cart}
        view={view}
        progress={progress}
        faults={faults.filter((f) => f.step === step || step === 'summary')}
        error={error}
        draft={draft}
        trip={tripReturnOf(query)}
        query={Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))}
      />
    </div>
  );
}
