import { getTranslations } from 'next-intl/server';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import type { Mandant } from '@/lib/platform/content-api/schemas';

/** A channel the market has, with a number that can be written down (the footer's messengers). */
const has = (number: string | undefined): number is string => number !== undefined && isValidServiceNumber(number);

/**
 * The shop's contact from /config/mandant: service line, number from abroad, e-mail and the camp
 * contact (the imprint, the accessibility statement, the signing pages); with `messengers`, also the
 * fixed-line service, WhatsApp and Signal where the market has them (the footer).
 */
export async function ServiceContact({ mandant, messengers = false }: { mandant: Mandant; messengers?: boolean }) {
  const t = await getTranslations('footer');
  const phone = (number: string) => (isValidServiceNumber(number) ? <a href={telHref(number)}>{number}</a> : number);
  const { serviceLine, campConfig } = mandant;
  return (
    <dl className="contact-list">
      <dt>{t('serviceLine')}</dt>
      <dd>{phone(serviceLine.display)}</dd>
      <dt>{t('international')}</dt>
      <dd>{phone(serviceLine.international)}</dd>
      {messengers && has(serviceLine.fixedLine) && (
        <>
          <dt>{t('fixedLine')}</dt>
          <dd>{phone(serviceLine.fixedLine)}</dd>
        </>
      )}
      {messengers && has(serviceLine.whatsapp) && (
        <>
          <dt>{t('whatsapp')}</dt>
          <dd>{serviceLine.whatsapp}</dd>
        </>
      )}
      {messengers && has(serviceLine.signal) && (
        <>
          <dt>{t('signal')}</dt>
          <dd>{serviceLine.signal}</dd>
        </>
      )}
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
