import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LinkGone } from '@/components/identification/upload/LinkGone';
import { PhoneUpload } from '@/components/identification/upload/PhoneUpload';
import { getIdentificationConfig } from '@/lib/platform/content-api/identification';
import { uploadToken } from '@/lib/platform/contracts/identification-upload';
import { UPLOAD_METHOD, uploadKindOf } from '@/lib/identification/upload-kind';
import { uploadPageMetadata } from '@/lib/identification/upload-metadata';
import { siteFromParams } from '@/lib/platform/site/site';

type Params = Promise<{ market: string; locale: string; kind: string }>;
type Props = { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The link's token is in the query: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

// The URL carries the link's token: never sent on as a referrer.
export const generateMetadata = async ({ params }: Props): Promise<Metadata> => ({
  ...(await uploadPageMetadata(params, '/identification/[kind]')),
  referrer: 'no-referrer',
});

/**
 * The phone's page behind an upload link (SPEC §2 "ID upload by QR code or SMS link", "selfie
 * video"): the link's token authorises, no order cookie is needed. The reference API builds the link
 * without a locale, so it opens in the market's default language. Whether the link still works only
 * the upload can tell (it works once); a link without a token that could be one says so at once.
 */
export default async function PhoneUploadPage({ params, searchParams }: Props) {
  const kind = uploadKindOf((await params).kind);
  if (!kind) notFound();
  const site = await siteFromParams(params);
  const config = await getIdentificationConfig(site.content);
  if (config.ok && !config.data.methods.includes(UPLOAD_METHOD[kind])) notFound();
  const t = await getTranslations('identificationUpload');
  const token = uploadToken.safeParse((await searchParams).token);

  return (
    <div className="container page page--narrow ident-upload">
      <h1>{t('title', { kind })}</h1>
      {token.success ? (
        <ClientMessages namespaces={['identificationUpload', 'form']}>
          <noscript>
            <p className="notice notice--error">{t('phone.noScript')}</p>
          </noscript>
          <PhoneUpload kind={kind} token={token.data} />
        </ClientMessages>
      ) : (
        <LinkGone />
      )}
    </div>
  );
}
