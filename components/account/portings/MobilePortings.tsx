'use client';

import { useTranslations } from 'next-intl';
import type { MobilePorting, PortingProvider } from '@/lib/platform/content-api/schemas';
import { MobilePortingItem } from './MobilePortingItem';
import { useMobilePortings } from './portings-query';

type Props = {
  customer: string;
  initial: MobilePorting[];
  /** The market's previous providers, for their names and the correction's choice. */
  providers: PortingProvider[];
  /** The possible porting dates, for a correction of the date. */
  freeDates: string[];
};

/** The customer's mobile portings, read on the server and kept fresh after a correction (ADR 18). */
export function MobilePortings({ customer, initial, providers, freeDates }: Props) {
  const t = useTranslations('accountPortings.mobile');
  const portings = useMobilePortings(customer, initial);
  if (portings.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="portings">
      {portings.map((porting) => (
        <li key={porting.phoneAccountId}>
          <MobilePortingItem customer={customer} porting={porting} providers={providers} freeDates={freeDates} />
        </li>
      ))}
    </ul>
  );
}
