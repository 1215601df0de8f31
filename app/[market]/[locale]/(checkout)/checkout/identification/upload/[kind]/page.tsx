import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { UploadHandoff } from '@/components/identification/upload/UploadHandoff';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { uploadHandoff } from '@/lib/identification/upload-handoff';
import { uploadKindOf } from '@/lib/identification/upload-kind';
import { uploadPageMetadata } from '@/lib/identification/upload-metadata';
import { siteFromParams } from '@/lib/platform/site/site';

type Params = Promise<{ market: string; locale: string; kind: string }>;
type Props = { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the visitor's order cookie and makes a new link per visit: never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: Props): Promise<Metadata> =>
  uploadPageMetadata(params, '/checkout/identification/upload/[kind]');

/**
 * Identification by ID photos or selfie video, on the desktop (SPEC §2): a new single-use link for
 * the visitor's order (its sealed cookie, ADR 17) as a QR code, as text and by SMS, and the phone's
 * progress followed live. Without an order the visitor goes to the cart; a method the market does not
 * offer is a 404; an order needing no identification (any more) says so, a cancelled one goes to the
 * thank-you page, which says so. A native SMS form post comes back with ?sms=sent or ?error=.
 */
export default async function UploadHandoffPage({ params, searchParams }: Props) {
  const kind = uploadKindOf((await params).kind);
  if (!kind) notFound();
  const site = await siteFromParams(params);
  const t = await getTranslations('identificationUpload');
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(localizedPath(site, '/cart'));
  const handoff = await uploadHandoff(site, access, kind);
  if (handoff.state === 'not_offered') notFound();
  if (handoff.state === 'unknown_order') redirect(localizedPath(site, '/cart'));
  const thankYou = localizedPath(site, '/checkout/thank-you');
  if (handoff.state === 'cancelled') redirect(thankYou);
  const chooser = localizedPath(site, '/checkout/identification');
  const query = await searchParams;
  const error = bffErrorCode.safeParse(query.error).data;

  return (
    <div className="container page ident-upload">
      <h1>{t('title', { kind })}</h1>
      {handoff.state === 'open' && (
        <>
          <p className="lead">{t('desktop.intro', { kind })}</p>
          <ClientMessages namespaces={['identificationUpload', 'form', 'accountSim']}>
            <UploadHandoff
              kind={kind}
              link={{
                link: handoff.link.link,
                qrcode: handoff.link.qrcode,
                identTransactionId: handoff.link.identTransactionId,
                expiresAt: handoff.link.expiresAt,
              }}
              hrefs={{ self: localizedPath(site, '/checkout/identification/upload/[kind]', { kind }), thankYou, chooser }}
              sms={{ initialSent: query.sms === 'sent', initialError: error }}
            />
          </ClientMessages>
        </>
      )}
      {handoff.state === 'done' && (
        <>
          <p className="notice">{t('desktop.done')}</p>
          <Link className="button button--primary" href={thankYou}>
            {t('desktop.toOrder')}
          </Link>
        </>
      )}
      {handoff.state === 'unavailable' && (
        <>
          <p className="notice notice--error" role="alert">
            {t('desktop.unavailable')}
          </p>
          <Link href={chooser}>{t('desktop.otherMethod')}</Link>
        </>
      )}
    </div>
  );
}
