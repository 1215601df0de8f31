'use client';

import { useTranslations } from 'next-intl';
import type { FixedLinePorting } from '@/lib/platform/content-api/schemas';
import { FixedLinePortingItem } from './FixedLinePortingItem';
import { useFixedLinePortings } from './portings-query';

type Props = { customer: string; initial: FixedLinePorting[]; freeDates: string[] };

/**
 * The customer's landline portings (SPEC §3 Fixed-line porting): state and date in plain words, and
 * where the porting waits for the customer, the date to confirm.
 */
export function FixedLinePortings({ customer, initial, freeDates }: Props) {
  const t = useTranslations('accountPortings.fixedLine');
  const portings = useFixedLinePortings(customer, initial);
  if (portings.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="portings">
      {portings.map((porting) => (
        <li key={porting.phoneAccountId}>
          <FixedLinePortingItem customer={customer} porting={porting} freeDates={freeDates} />
        </li>
      ))}
    </ul>
  );
}
