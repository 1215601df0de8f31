import { getTranslations } from 'next-intl/server';
import { countryName } from '@/lib/account/personal-options';
import { differingRows, typedData, type DifferenceRow } from '@/lib/domain/identity-differences';
import { formatDate } from '@/lib/platform/i18n/format';
import { chooserPath } from '@/lib/identification/urls';
import type { IdAustriaValidation, IdentityData } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import './identification.css';

type Props = { site: Site; orderNumber: string; identity: IdentityData; differences: IdAustriaValidation['differences'] };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The national digital ID approved an identity that differs from what the customer typed (SPEC §7):
 * a table "you typed / your ID says" of the differing details, and the choice to take over the
 * identity's data (a native form to /api/identification/national-id/confirm) or to choose another way.
 */
export async function IdentityDifferences({ site, orderNumber, identity, differences }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'identification.differences' });
  const typed = typedData(identity, differences);
  const valueOf = (row: DifferenceRow, data: IdentityData): string => {
    switch (row) {
      case 'name':
        return t('name', { firstName: data.firstName, lastName: data.lastName });
      case 'birthDate':
        return ISO_DAY.test(data.birthday) ? formatDate(new Date(`${data.birthday}T00:00:00Z`), site.locale, 'long', 'UTC') : data.birthday;
      case 'address':
        return t('address', {
          street: [data.street, data.houseNumber].filter(Boolean).join(' '),
          zip: data.zip,
          city: data.city,
          country: countryName(data.country, site.locale),
        });
    }
  };
  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro', { orderNumber })}</p>
      <table className="ident-differences">
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail')}</th>
            <th scope="col">{t('typed')}</th>
            <th scope="col">{t('identity')}</th>
          </tr>
        </thead>
        <tbody>
          {differingRows(differences).map((row) => (
            <tr key={row}>
              <th scope="row">{t(`rows.${row}`)}</th>
              <td>{valueOf(row, typed)}</td>
              <td>{valueOf(row, identity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('confirmText')}</p>
      <div className="ident-actions">
        <form method="post" action="/api/identification/national-id/confirm">
          <input type="hidden" name="locale" value={site.locale} />
          <button type="submit" className="button button--primary">
            {t('confirm')}
          </button>
        </form>
        {/* A document load: the chooser's own CSP lets its forms hand over to the identity provider (ADR 26). */}
        <a className="button button--secondary" href={chooserPath(site)}>
          {t('other')}
        </a>
      </div>
    </>
  );
}
