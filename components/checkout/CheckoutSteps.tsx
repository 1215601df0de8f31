import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { stepPath } from '@/lib/checkout/checkout-paths';
import type { CheckoutStep } from '@/lib/checkout/flow';
import type { Site } from '@/lib/platform/site/site-shape';

type Props = { site: Site; steps: CheckoutStep[]; current: CheckoutStep; done: (step: CheckoutStep) => boolean };

/**
 * The remaining-steps indicator (SPEC §2): the cart's steps in order, the current one marked for
 * assistive technology (aria-current="step"), steps already done as links back to them, and the
 * position in words ("Step 2 of 5, 3 to go").
 */
export async function CheckoutSteps({ site, steps, current, done }: Props) {
  const t = await getTranslations('checkout.steps');
  const index = steps.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t('label')}>
      <p className="checkout-steps__position">
        {t('position', { current: index + 1, total: steps.length, remaining: steps.length - index - 1 })}
      </p>
      <ol>
        {steps.map((step, i) => {
          const name = t(step);
          const state = step === current ? 'current' : done(step) ? 'done' : 'open';
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`}>
              {state === 'current' ? (
                <span aria-current="step">{t('numbered', { number: i + 1, name })}</span>
              ) : state === 'done' ? (
                <Link href={stepPath(site, step)}>
                  {t('numbered', { number: i + 1, name })} <span className="visually-hidden">{t('done')}</span>
                </Link>
              ) : (
                <span>{t('numbered', { number: i + 1, name })}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
