import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { ServiceHours } from '@/components/layout/ServiceHours';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import type { Mandant } from '@/lib/platform/content-api/schemas';
import './help.css';

const digits = (number: string) => number.replace(/\D/g, '');

/**
 * The help centre's ways to reach the service: the service line with its opening hours, WhatsApp and
 * Signal, and e-mail, all from /config/mandant. Numbers that are not valid service numbers (SPEC §5)
 * are left out, and a channel without any number is not offered.
 */
export async function ServiceChannels({ mandant }: { mandant: Mandant }) {
  const t = await getTranslations('help');
  const footer = await getTranslations('footer');
  const { serviceLine } = mandant;
  const phones = [
    { label: footer('serviceLine'), number: serviceLine.display },
    { label: footer('international'), number: serviceLine.international },
    { label: footer('fixedLine'), number: serviceLine.fixedLine },
  ].filter((p): p is { label: string; number: string } => p.number !== undefined && isValidServiceNumber(p.number));
  const messengers = [
    {
      label: t('whatsapp', { number: serviceLine.whatsapp ?? '' }),
      number: serviceLine.whatsapp,
      href: (n: string) => `https://wa.me/${digits(n)}`,
    },
    {
      label: t('signal', { number: serviceLine.signal ?? '' }),
      number: serviceLine.signal,
      href: (n: string) => `https://signal.me/#p/+${digits(n)}`,
    },
  ].flatMap((m) => (m.number && isValidServiceNumber(m.number) ? [{ label: m.label, href: m.href(m.number) }] : []));

  return (
    <>
      {phones.length > 0 && (
        <section aria-labelledby="help-phone" className="help-card">
          <h2 id="help-phone">{t('phoneHeading')}</h2>
          <p>{t('phoneText')}</p>
          <dl className="contact-list">
            {phones.map((p) => (
              <Fragment key={p.number}>
                <dt>{p.label}</dt>
                <dd>
                  <a href={telHref(p.number)}>{p.number}</a>
                </dd>
              </Fragment>
            ))}
          </dl>
          <ServiceHours hours={mandant.serviceHours} />
        </section>
      )}
      {messengers.length > 0 && (
        <section aria-labelledby="help-messenger" className="help-card">
          <h2 id="help-messenger">{t('messengerHeading')}</h2>
          <p>{t('messengerText')}</p>
          <ul className="link-list">
            {messengers.map((m) => (
              <li key={m.href}>
                <a href={m.href}>{m.label}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="help-email" className="help-card">
        <h2 id="help-email">{t('emailHeading')}</h2>
        <p>
          <a href={`mailto:${mandant.email}`}>{mandant.email}</a>
        </p>
      </section>
    </>
  );
}
