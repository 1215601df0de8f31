'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormErrors } from '@/components/form/FormErrors';
import { useSite } from '@/components/site/SiteProvider';
import type { RechargeCard } from '@/lib/account/recharge-card';
import { RECHARGE_REQUESTS } from '@/lib/platform/contracts/recharge';
import { formatMonth } from '@/lib/platform/i18n/format';
import { AmountChoice } from './AmountChoice';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRecharge } from './useRecharge';

const resolver = zodResolver(RECHARGE_REQUESTS.storedcreditcard);

/**
 * The customer's saved card (GET /payment/method), charged without the customer present: which card,
 * and SPEC §8's warning when it expires soon, has expired or was stopped (the top-up would be
 * declined). Without a saved card there is nothing to top up with here.
 */
export function StoredCardForm({ card, ...props }: RechargeFormProps & { card: RechargeCard }) {
  const t = useTranslations('accountRecharge');
  if (card.kind === 'none') return <p className="notice notice--neutral">{t('storedCard.none')}</p>;
  return <StoredCardCharge card={card} {...props} />;
}

function CardWarning({ card }: { card: Extract<RechargeCard, { kind: 'card' }> }) {
  const t = useTranslations('accountRecharge.storedCard');
  const { locale } = useSite();
  switch (card.state) {
    case 'EXPIRED':
      return <p className="notice notice--warning">{t('expired')}</p>;
    case 'INACTIVE':
      return <p className="notice notice--warning">{t('inactive')}</p>;
    case 'EXPIRING_SOON': {
      const month = formatMonth(`${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}`, locale);
      return <p className="notice notice--neutral">{t('expiringSoon', { month })}</p>;
    }
    case 'ACTIVE':
      return null;
  }
}

function StoredCardCharge({ card, customer, productKey, credit }: RechargeFormProps & { card: Exclude<RechargeCard, { kind: 'none' }> }) {
  const t = useTranslations('accountRecharge');
  const { form, onSubmit, field, feedback, save, answer } = useRecharge({
    method: 'storedcreditcard',
    customer,
    productKey,
    credit,
    resolver,
    defaultValues: { productKey },
    fields: { names: ['amount'] as const, label: () => t('amountLegend') },
  });
  return (
    <form className="form recharge__form" onSubmit={onSubmit} noValidate aria-label={t('storedCard.submit')}>
      {card.kind === 'card' ? (
        <>
          <p>{t('storedCard.card', { brand: card.brand, last4: card.last4 })}</p>
          <CardWarning card={card} />
        </>
      ) : (
        <p className="notice notice--neutral">{t('storedCard.unknown')}</p>
      )}
      <FormErrors {...feedback} />
      <AmountChoice {...field('amount')} control={form.control} name="amount" credit={credit} />
      <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
        {t('storedCard.submit')}
      </button>
      <RechargeFeedback {...save} answer={answer} />
    </form>
  );
}
