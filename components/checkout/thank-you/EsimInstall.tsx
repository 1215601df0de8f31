import { getTranslations } from 'next-intl/server';
import type { EsimInstallView, EsimProfileView } from '@/lib/checkout/esim-install-view';
import './esim-install.css';
import './thank-you.css';

/**
 * SPEC §2 thank-you page "with eSIM installation for iOS and Android": per eSIM of the order
 * confirmation what it carries (SPEC §3), each under its own name: the QR code (with a text
 * alternative), one-tap install links for iOS and Android, and the SM-DP+ address, matching id and
 * LPA string to type by hand; then short instructions, and where the 6-digit activation code some
 * phones ask for is found (SPEC §9: the customer area's eSIM call gives it, the confirmation does not).
 */
export async function EsimInstall({ views }: { views: EsimInstallView[] }) {
  const t = await getTranslations('checkoutThankYou.esim');
  if (views.length === 0) return null;
  const typedByHand = (profile: EsimProfileView) => [
    { key: 'smdp', label: t('smdpAddress'), value: profile.smdpAddress },
    { key: 'matching', label: t('matchingId'), value: profile.matchingId },
    { key: 'lpa', label: t('lpa'), value: profile.lpa },
  ];
  return (
    <section className="thank-you__section" aria-labelledby="esim-install">
      <h2 id="esim-install">{t('heading', { count: views.length })}</h2>
      <p>{t('intro')}</p>
      {views.map(({ esim, qrCode, profile }) => {
        const id = `esim-${esim.productKey}`;
        const forNumber = t('forNumber', { number: esim.msisdn });
        return (
          <article key={esim.productKey} className="esim-install" aria-labelledby={id}>
            <h3 id={id}>{t('card', { name: esim.cardname, number: esim.msisdn })}</h3>
            {qrCode && (
              <div className="esim-install__qr">
                {/* A data URL (the confirmation's PNG, or drawn on the server): next/image has nothing to optimise here. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={qrCode} alt={t('qrAlt', { number: esim.msisdn })} width={200} height={200} />
                <p>{t('scan')}</p>
              </div>
            )}
            {profile && (
              <>
                <p>{t('oneTap')}</p>
                <ul className="esim-install__links">
                  <li>
                    <a className="button button--secondary" href={profile.iosLink}>
                      {t('ios')}
                      <span className="visually-hidden"> {forNumber}</span>
                    </a>
                  </li>
                  <li>
                    <a className="button button--secondary" href={profile.androidLink}>
                      {t('android')}
                      <span className="visually-hidden"> {forNumber}</span>
                    </a>
                  </li>
                </ul>
                <h4>{t('manual')}</h4>
                <dl className="facts">
                  {typedByHand(profile).map(({ key, label, value }) => (
                    <div key={key} className="facts__row">
                      <dt>{label}</dt>
                      <dd>
                        <code className="esim-install__code">{value}</code>
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            {!qrCode && !profile && <p className="notice notice--error">{t('unavailable')}</p>}
          </article>
        );
      })}
      <div className="esim-install__steps">
        <div>
          <h3>{t('iosSteps.heading')}</h3>
          <ol>
            <li>{t('iosSteps.open')}</li>
            <li>{t('iosSteps.add')}</li>
            <li>{t('iosSteps.finish')}</li>
          </ol>
        </div>
        <div>
          <h3>{t('androidSteps.heading')}</h3>
          <ol>
            <li>{t('androidSteps.open')}</li>
            <li>{t('androidSteps.add')}</li>
            <li>{t('androidSteps.finish')}</li>
          </ol>
        </div>
      </div>
      <p>{t('sixDigitCode')}</p>
      <p>{t('once')}</p>
    </section>
  );
}
