import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/platform/i18n/format';
import type { PortingSummary as Summary } from '@/lib/porting/summary';

/** What the porting authorisation signs (SPEC §2): number, holder, company, previous provider, desired date, tariff; what is known. */
export async function PortingSummary({ summary, locale }: { summary: Summary; locale: string }) {
  const t = await getTranslations('portingSignature.summary');
  const day = summary.desiredPortingDate;
  const rows = [
    ['number', summary.phoneNumber],
    ['holder', summary.holder],
    ['company', summary.companyName],
    ['provider', summary.previousProvider],
    ['date', day && formatDate(new Date(`${day}T00:00:00Z`), locale, 'long', 'UTC')],
    ['tariff', summary.tariffName],
  ] as const;
  return (
    <section className="porting-summary" aria-labelledby="porting-summary">
      <h2 id="porting-summary">{t('heading')}</h2>
      <dl className="facts">
        {rows.map(([key, value]) =>
          value ? (
            <div key={key} className="facts__row">
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
