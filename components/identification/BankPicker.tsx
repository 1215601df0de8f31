import { useTranslations } from 'next-intl';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import type { EIdBank } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';

export const BANK_CHOICE_ID = 'ident-bank';

type Props = { site: Site; banks: readonly EIdBank[]; missing: boolean };

/**
 * Bank e-ident's start (SPEC §7): the banks taking part, one to choose, posted natively to
 * /api/identification/bank, which sends the browser on to that bank's login. `missing`: it came back
 * without a bank chosen.
 */
export function BankPicker({ site, banks, missing }: Props) {
  const t = useTranslations('identification.methods.E_ID');
  return (
    <form method="post" action="/api/identification/bank" className="ident-method__action">
      <input type="hidden" name="locale" value={site.locale} />
      <ChoiceGroup
        id={BANK_CHOICE_ID}
        legend={t('bank')}
        error={missing ? t('bankRequired') : undefined}
        options={banks.map((bank) => ({ value: bank.bic, label: bank.displayName }))}
        input={{ name: 'bic', required: true, 'aria-invalid': missing || undefined }}
      />
      <button type="submit" className="button button--primary">
        {t('action')}
      </button>
    </form>
  );
}
