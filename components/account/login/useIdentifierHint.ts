import { useTranslations } from 'next-intl';
import { useMarketExamples } from '@/components/site/useMarketExamples';

/** The hint under a login's "phone or customer number" field, with the market's own examples. */
export function useIdentifierHint(): string {
  const t = useTranslations('login');
  const { mobile, customerNumber } = useMarketExamples();
  return t('identifierHint', { phone: mobile.international, customerNumber });
}
