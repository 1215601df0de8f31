import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import { uploadKindOf } from './upload-kind';

type Params = Promise<{ market: string; locale: string; kind: string }>;

/**
 * The metadata of the two upload pages (the desktop's hand-over and the phone's upload), titled by the
 * kind of upload; never indexed. Nothing for a kind that is none (the page answers 404).
 */
export async function uploadPageMetadata(
  params: Params,
  route: '/checkout/identification/upload/[kind]' | '/identification/[kind]',
): Promise<Metadata> {
  const kind = uploadKindOf((await params).kind);
  if (!kind) return {};
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'identificationUpload' });
  return pageMetadata(site, route, { kind }, { title: t('title', { kind }), index: false });
}
