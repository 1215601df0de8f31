'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { awaitsSignature, timelineOf } from '@/lib/domain/porting-timeline';
import { formatDate } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { MobilePorting, PortingProvider } from '@/lib/platform/content-api/schemas';
import { formatPortingDay } from './porting-day';
import { PortingFailure } from './PortingFailure';
import { PortingTimeline } from './PortingTimeline';

type Props = { customer: string; porting: MobilePorting; providers: PortingProvider[]; freeDates: string[] };

/**
 * One mobile number on its way to us (SPEC §3 Mobile porting): what was asked for, its progress or
 * why it stopped, and what the customer still has to do (sign the authorisation, correct data). A
 * re-presented porting says so here, where the focus goes once its form is gone.
 */
export function MobilePortingItem({ customer, porting, providers, freeDates }: Props) {
  const t = useTranslations('accountPortings');
  const site = useSite();
  const [represented, setRepresented] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = porting.phoneAccountId;
  const provider = providers.find((p) => p.id === porting.previousProviderId)?.displayName ?? porting.previousProviderId;
  const timeline = timelineOf(porting.status);
  const portedAt = porting.portingDateTime && formatDate(new Date(porting.portingDateTime), site.locale, 'long', site.market.timeZone);

  return (
    <article className="porting" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} ref={headingRef}>
        {porting.phoneNumber}
      </h3>
      <div role="status">{represented && <p className="notice">{t('represented', { number: porting.phoneNumber })}</p>}</div>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('facts.status')}</dt>
          <dd className={`porting__status porting__status--${porting.status.toLowerCase()}`}>{t('status', { status: porting.status })}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('facts.tariff')}</dt>
          <dd>{porting.tariffName}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('facts.provider')}</dt>
          <dd>{provider}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('facts.holder')}</dt>
          <dd>
            {porting.firstname} {porting.lastname}
          </dd>
        </div>
        {porting.companyName && (
          <div className="facts__row">
            <dt>{t('facts.company')}</dt>
            <dd>{porting.companyName}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('facts.contractType')}</dt>
          <dd>{t(`contractTypes.${porting.contractType}`)}</dd>
        </div>
        <div className="facts__row">
          <dt>{portedAt ? t('facts.portedOn') : t('facts.desiredDate')}</dt>
          <dd>{portedAt || formatPortingDay(porting.desiredPortingDate, site.locale)}</dd>
        </div>
      </dl>
      {timeline && <PortingTimeline id={id} steps={timeline} />}
      {awaitsSignature(porting) && (
        <div className="notice notice--warning porting__sign">
          <p>{t('sign.prompt')}</p>
          <a className="button button--primary" href={localizedPath(site, '/porting-signature/[id]', { id })}>
            {t('sign.link', { number: porting.phoneNumber })}
          </a>
        </div>
      )}
      {porting.status === 'OPEN' && porting.isSigned && <p>{t('checking', { checked: String(porting.isPreValidated) })}</p>}
      {porting.status === 'FAILED' && (
        <PortingFailure
          customer={customer}
          porting={porting}
          providers={providers}
          freeDates={freeDates}
          onRepresented={() => {
            setRepresented(true);
            headingRef.current?.focus();
          }}
        />
      )}
    </article>
  );
}
