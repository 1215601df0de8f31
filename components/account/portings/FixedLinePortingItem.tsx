'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { shownFixedLinePortingState } from '@/lib/domain/fixed-line-porting-state';
import type { FixedLinePorting } from '@/lib/platform/content-api/schemas';
import { FixedLineConfirm } from './FixedLineConfirm';
import { formatPortingDay } from './porting-day';

type Props = { customer: string; porting: FixedLinePorting; freeDates: string[] };

/** One landline number on its way to us: its state and date, and the confirmation it waits for, if any. */
export function FixedLinePortingItem({ customer, porting, freeDates }: Props) {
  const t = useTranslations('accountPortings.fixedLine');
  const { locale } = useSite();
  const [confirmed, setConfirmed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = porting.phoneAccountId;
  const state = shownFixedLinePortingState(porting.state);
  return (
    <article className="porting" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} ref={headingRef}>
        {porting.phoneNumber}
      </h3>
      <div role="status">{confirmed && <p className="notice">{t('confirmed', { number: porting.phoneNumber })}</p>}</div>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('state')}</dt>
          <dd>{t('stateValue', { state })}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('tariff')}</dt>
          <dd>{porting.tariffName}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('date')}</dt>
          <dd>{formatPortingDay(porting.portingDate, locale)}</dd>
        </div>
      </dl>
      {porting.isCustomerActionRequired ? (
        <div className="notice notice--warning porting__action">
          <p>{t('actionRequired')}</p>
          <FixedLineConfirm
            customer={customer}
            porting={porting}
            freeDates={freeDates}
            onConfirmed={() => {
              setConfirmed(true);
              headingRef.current?.focus();
            }}
          />
        </div>
      ) : (
        <p>{t('explain', { state })}</p>
      )}
    </article>
  );
}
