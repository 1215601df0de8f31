import { getTranslations } from 'next-intl/server';
import type { EsimProfile } from '@/lib/platform/content-api/schemas';
import type { EsimInstallLinks } from '@/lib/checkout/esim-install-links';
import { CopyButton } from './CopyButton';
import '@/components/checkout/thank-you/esim-install.css';

type Props = {
  /** The line's profile; undefined when it could not be read. */
  profile: EsimProfile | undefined;
  /** The QR code and one-tap links; undefined when the profile cannot be installed by link (then the page says so). */
  links: EsimInstallLinks | undefined;
  /** The line as the customer knows it (its number, else its name). */
  line: string;
};

/**
 * SPEC §3 eSIM of a line: its QR code (drawn on the server, with a text alternative), one-tap install
 * links for iPhone and Android, and what to type by hand: the SM-DP+ address, the matching id (which
 * iPhones call "activation code"), the 6-digit activation code the phone asks for (SPEC §9) and the
 * whole LPA string, each with a copy button.
 */
export async function EsimDetails({ profile, links, line }: Props) {
  const t = await getTranslations('accountSim.esim');
  if (!profile || !links) {
    return (
      <section aria-labelledby="esim-install" className="esim-install">
        <h2 id="esim-install">{t('heading')}</h2>
        <p className="notice notice--error">{t('unavailable')}</p>
      </section>
    );
  }
  const facts = [
    { id: 'smdp', label: t('smdpAddress'), value: profile.smdpAddress },
    { id: 'matching', label: t('matchingId'), value: profile.matchingId },
    { id: 'activation', label: t('activationCode'), value: profile.activationCode, hint: t('activationCodeHint') },
    { id: 'lpa', label: t('fullCode'), value: links.lpa },
  ];
  return (
    <section aria-labelledby="esim-install" className="esim-install">
      <h2 id="esim-install">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div className="esim-install__qr">
        {/* A data URL drawn on the server: next/image has nothing to optimise here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={links.qrCode} alt={t('qrAlt', { line })} width={200} height={200} />
        <p>{t('scan')}</p>
      </div>
      <p>{t('oneTap')}</p>
      <ul className="esim-install__links">
        <li>
          <a className="button button--secondary" href={links.iosLink}>
            {t('ios')}
            <span className="visually-hidden"> {t('forLine', { line })}</span>
          </a>
        </li>
        <li>
          <a className="button button--secondary" href={links.androidLink}>
            {t('android')}
            <span className="visually-hidden"> {t('forLine', { line })}</span>
          </a>
        </li>
      </ul>
      <h3>{t('manual')}</h3>
      <dl className="facts">
        {facts.map(({ id, label, value, hint }) => (
          <div className="facts__row" key={id}>
            <dt>{label}</dt>
            <dd>
              <code className="esim-install__code">{value}</code> <CopyButton value={value} label={label} />
              {hint && <p className="field__hint">{hint}</p>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
