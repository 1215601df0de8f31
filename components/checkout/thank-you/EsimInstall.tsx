import { getTranslations } from 'next-intl/server';
import type { EsimInstallView } from '@/lib/checkout/esim-install-view';
import './esim-install.css';
import './thank-you.css';

/**
 * SPEC §2 thank-you page "with eSIM installation for iOS and Android": per eSIM of the order
 * confirmation its QR code (drawn on the server, with a text alternative), one-tap install links for
 * iOS and Android, the SM-DP+ address and activation code to type by hand, then short instructions.
 */
export async function EsimInstall({ views }: { views: EsimInstallView[] }) {
  const t = await getTranslations('checkoutThankYou.esim');
  if (views.length === 0) return null;
  return (
    <section className="thank-you__section" aria-labelledby="esim-install">
      <h2 id="esim-install">{t('heading', { count: views.length })}</h2>
      <p>{t('intro')}</p>
      {views.map(({ esim, installation }) => {
        const id = `esim-${esim.productKey}`;
        const forNumber = t('forNumber', { number: esim.msisdn });
        return (
          <article key={esim.productKey} className="esim-install" aria-labelledby={id}>
            <h3 id={id}>{t('card', { name: esim.cardname, number: esim.msisdn })}</h3>
            {installation ? (
              <>
                <div className="esim-install__qr">
                  {/* A data URL drawn on the server: next/image has nothing to optimise here. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={installation.qrCode} alt={t('qrAlt', { number: esim.msisdn })} width={200} height={200} />
                  <p>{t('scan')}</p>
                </div>
                <p>{t('oneTap')}</p>
                <ul className="esim-install__links">
                  <li>
                    <a className="button button--secondary" href={installation.iosLink}>
                      {t('ios')}
                      <span className="visually-hidden"> {forNumber}</span>
                    </a>
                  </li>
                  <li>
                    <a className="button button--secondary" href={installation.androidLink}>
                      {t('android')}
                      <span className="visually-hidden"> {forNumber}</span>
                    </a>
                  </li>
                </ul>
                <h4>{t('manual')}</h4>
                <dl className="facts">
                  <div className="facts__row">
                    <dt>{t('smdpAddress')}</dt>
                    <dd>
                      <code>{installation.smdpAddress}</code>
                    </dd>
                  </div>
                  <div className="facts__row">
                    <dt>{t('activationCode')}</dt>
                    <dd>
                      <code>{installation.activationCode}</code>
                    </dd>
                  </div>
                  <div className="facts__row">
                    <dt>{t('fullCode')}</dt>
                    <dd>
                      <code className="esim-install__code">{installation.lpa}</code>
                    </dd>
                  </div>
                </dl>
              </>
            ) : (
              <p className="notice notice--error">{t('unavailable')}</p>
            )}
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
      <p>{t('once')}</p>
    </section>
  );
}
