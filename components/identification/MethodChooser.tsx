import { useTranslations } from 'next-intl';
import type { ChooserNotice } from '@/lib/identification/urls';
import type { EIdBank, IdentificationMethod } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { BANK_CHOICE_ID } from './BankPicker';
import { MethodCard } from './MethodCard';
import './identification.css';

type Props = {
  site: Site;
  orderNumber: string;
  /** The market's methods, in the order GET /identification/config gives them. */
  methods: readonly IdentificationMethod[];
  banks: readonly EIdBank[] | undefined;
  notice: ChooserNotice | undefined;
};

/**
 * The method chooser (SPEC §2 Identification): what went wrong last (SPEC §8, advising a retry or
 * another method; the missing bank linked to its choice), then the market's methods.
 */
export function MethodChooser({ site, orderNumber, methods, banks, notice }: Props) {
  const t = useTranslations('identification');
  return (
    <>
      <p className="lead">{t('lead', { orderNumber })}</p>
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice === 'bank-required' ? <a href={`#${BANK_CHOICE_ID}`}>{t(`notice.${notice}`)}</a> : t(`notice.${notice}`)}
        </p>
      )}
      {methods.length === 0 ? (
        <p className="notice notice--neutral">{t('noMethods', { orderNumber })}</p>
      ) : (
        <ul className="ident-methods">
          {methods.map((method) => (
            <li key={method}>
              <MethodCard site={site} method={method} banks={banks} bankMissing={notice === 'bank-required'} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
