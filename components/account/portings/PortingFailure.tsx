'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { failureHelpOf } from '@/lib/domain/porting-failure';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { MobilePorting, PortingProvider } from '@/lib/platform/content-api/schemas';
import { PortingCorrection } from './PortingCorrection';

type Props = {
  customer: string;
  porting: MobilePorting;
  providers: PortingProvider[];
  freeDates: string[];
  onRepresented: () => void;
};

/**
 * A FAILED porting (SPEC §4 failure reasons): each reason in plain words with what to do about it,
 * then the way out: the correction form for the data it names, signing the authorisation again
 * (then re-presenting), or customer service where nothing here helps.
 */
export function PortingFailure({ customer, porting, providers, freeDates, onRepresented }: Props) {
  const t = useTranslations('accountPortings.failed');
  const site = useSite();
  const help = failureHelpOf(porting);
  const headingId = `${porting.phoneAccountId}-failure`;
  const canRepresent = help.fields.length > 0 || help.sign;
  return (
    <section className="porting-failure" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('heading')}</h4>
      <ul className="porting-failure__reasons">
        {help.reasons.map((reason) => (
          <li key={reason}>
            <p className="porting-failure__reason">{t('reason', { reason })}</p>
            <p>{t('todo', { reason })}</p>
          </li>
        ))}
      </ul>
      {help.sign && (
        <p>
          <a className="button" href={localizedPath(site, '/porting-signature/[id]', { id: porting.phoneAccountId })}>
            {t('signAgain', { number: porting.phoneNumber })}
          </a>
        </p>
      )}
      {help.contact && (
        <p>
          <a href={localizedPath(site, '/contact')}>{t('contact')}</a>
        </p>
      )}
      {canRepresent && (
        <PortingCorrection
          customer={customer}
          porting={porting}
          fields={help.fields}
          providers={providers}
          freeDates={freeDates}
          onRepresented={onRepresented}
        />
      )}
    </section>
  );
}
