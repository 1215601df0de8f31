import { useTranslations } from 'next-intl';

/**
 * SPEC §8 "link invalid or expired" on the phone: an upload link works once and for a short time; a
 * new one comes from the computer (QR code or SMS).
 */
export function LinkGone() {
  const t = useTranslations('identificationUpload.phone.linkGone');
  return (
    <div className="notice notice--error">
      <h2>{t('heading')}</h2>
      <p>{t('text')}</p>
    </div>
  );
}
