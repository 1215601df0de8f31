import { getTranslations } from 'next-intl/server';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import type { Mandant } from '@/lib/platform/content-api/schemas';

/** The imprint's contact: service line, number from abroad, e-mail and the camp contact, from /config/mandant. */
export async function ServiceContact({ mandant }: { mandant: Mandant }) {
  const t = await getTranslations('footer');
  const phone = (number: string) => (isValidServiceNumber(number) ? <a href={telHref(number)}>{number}</a> : number);
  const { serviceLine, campConfig } = mandant;
  return (
    <dl className="contact-list">
      <dt>{t('serviceLine')}</dt>
      <dd>{phone(serviceLine.display)}</dd>
      <dt>{t('international')}</dt>
      <dd>{phone(serviceLine.international)}</dd>
      <dt>{t('email')}</dt>
      <dd>
        <a href={`mailto:${mandant.email}`}>{mandant.email}</a>
      </dd>
      {campConfig && (
        <>
          <dt>{t('camp')}</dt>
          <dd>
            {phone(campConfig.serviceLineCamp)}
            <br />
            <a href={`mailto:${campConfig.emailCamp}`}>{campConfig.emailCamp}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
