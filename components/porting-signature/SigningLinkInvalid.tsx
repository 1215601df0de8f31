import { getTranslations } from 'next-intl/server';
import { ServiceContact } from '@/components/legal/ServiceContact';
import type { Mandant } from '@/lib/platform/content-api/schemas';

/**
 * SPEC §8 "invalid signing link; porting data could not be loaded: request a new link or contact
 * service", with the market's service contact when /config/mandant could be read.
 */
export async function SigningLinkInvalid({ mandant }: { mandant: Mandant | undefined }) {
  const t = await getTranslations('portingSignature.mobile');
  return (
    <div className="notice notice--error signing-link-invalid">
      <h2>{t('invalidHeading')}</h2>
      <p>{t('invalid')}</p>
      {mandant && (
        <>
          <h3>{t('contactHeading')}</h3>
          <ServiceContact mandant={mandant} />
        </>
      )}
    </div>
  );
}
