import { getTranslations } from 'next-intl/server';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { ForwardForm } from '@/components/account/voicemail/ForwardForm';
import { GreetingPlayer } from '@/components/account/voicemail/GreetingPlayer';
import { GreetingRecorder } from '@/components/account/voicemail/GreetingRecorder';
import { GreetingUpload } from '@/components/account/voicemail/GreetingUpload';
import { VoicemailForm } from '@/components/account/voicemail/VoicemailForm';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { customerOf } from '@/lib/account/customer-status';
import { readOrLogOut } from '@/lib/account/product-of';
import { getCustomVoicemailAvailability, getVoicemailSettings, getVoicemailSpeakers } from '@/lib/platform/content-api/customer-lines';
import { getFeatures } from '@/lib/platform/content-api/customerarea';
import '@/components/account/voicemail/voicemail.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('voicemail');

/**
 * A line's voicemail (SPEC §3 Voicemail settings): its settings, call forwarding where the customer
 * has the CALL_FORWARDING feature (else why it is not offered), and the greeting callers hear: the
 * standard one in a chosen voice, or the customer's own, uploaded as a file or recorded here.
 */
export default async function VoicemailPage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'voicemail');
  const { site, product } = screen;
  const { status } = await customerOf(site);
  const t = await getTranslations('accountVoicemail');
  const reads = await Promise.all([
    getVoicemailSettings(site.content, session.token, product.key),
    getVoicemailSpeakers(site.content, session.token, product.key),
    getCustomVoicemailAvailability(site.content, session.token, product.key),
    getFeatures(site.content, session.token),
  ] as const);
  // Any of them answered 401: the content API ended the session (SPEC §4).
  for (const read of reads) readOrLogOut<unknown>(site, read);
  const [settings, speakers, greeting, features] = reads;

  if (!settings.ok || !speakers.ok || !greeting.ok) {
    // A data-only line has no voicemail (404 no_voicemail); anything else can only be retried.
    const dataOnly = !settings.ok && settings.error.kind === 'not_found';
    return (
      <ProductScreenLayout {...screen}>
        <p className={dataOnly ? 'notice' : 'notice notice--error'} role={dataOnly ? undefined : 'alert'}>
          {dataOnly ? t('dataOnly') : t('loadFailed')}
        </p>
      </ProductScreenLayout>
    );
  }

  const ids = { customer: status?.customerNumber ?? product.key, product: product.key };
  // The content API sends `forward` to customers with the feature only; it decides when the features cannot be read.
  const forwarding = features.ok ? features.data.includes('CALL_FORWARDING') : settings.data.forward !== undefined;
  return (
    <ProductScreenLayout {...screen} namespaces={['accountVoicemail']}>
      <div className="voicemail">
        <section aria-labelledby="voicemail-settings">
          <h2 id="voicemail-settings">{t('settings.heading')}</h2>
          <VoicemailForm ids={ids} initial={settings.data} speakers={speakers.data} />
        </section>
        <section aria-labelledby="voicemail-forward">
          <h2 id="voicemail-forward">{t('forward.heading')}</h2>
          {forwarding && settings.data.forward ? (
            <>
              <p>{t('forward.intro')}</p>
              <ForwardForm ids={ids} initial={settings.data.forward} />
            </>
          ) : (
            <p className="notice">{t('forward.notOffered')}</p>
          )}
        </section>
        <section aria-labelledby="voicemail-greeting">
          <h2 id="voicemail-greeting">{t('greeting.heading')}</h2>
          <GreetingPlayer ids={ids} initial={settings.data} greeting={greeting.data} speakers={speakers.data} />
          <h3>{t('greeting.uploadHeading')}</h3>
          <GreetingUpload ids={ids} />
          <h3>{t('greeting.recordHeading')}</h3>
          <GreetingRecorder ids={ids} />
        </section>
      </div>
    </ProductScreenLayout>
  );
}
