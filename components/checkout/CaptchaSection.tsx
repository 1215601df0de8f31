import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type Props = { id: string; intro: string; loading: boolean; children: ReactNode };

/** The frame every captcha of the number step shares (CaptchaProps): its heading, what to do, the no-script note and its loading state. */
export function CaptchaSection({ id, intro, loading, children }: Props) {
  const t = useTranslations('checkoutNumber.captcha');
  return (
    <section className="number-captcha" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <p>{intro}</p>
      <noscript>
        <p className="notice">{t('noScript')}</p>
      </noscript>
      <div role="status">{loading && <p>{t('loading')}</p>}</div>
      {children}
    </section>
  );
}
