import { getTranslations } from 'next-intl/server';

/**
 * SPEC §8 checkout progress error (ADR 51): the steps this browser saved for this cart are gone
 * (expired or deleted). Says what happened, what is kept (the cart) and what to do, at the step the
 * checkout starts again from.
 */
export async function ProgressLostNotice() {
  const t = await getTranslations('checkout.progressLost');
  return (
    <section className="notice notice--warning" aria-labelledby="checkout-progress-lost">
      <h2 id="checkout-progress-lost">{t('heading')}</h2>
      <p>{t('what')}</p>
      <p>{t('next')}</p>
    </section>
  );
}
