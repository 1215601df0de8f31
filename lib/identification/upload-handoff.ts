import 'server-only';
import { getIdentificationConfig, getUploadLink } from '@/lib/platform/content-api/identification';
import type { OrderAccess } from '@/lib/platform/content-api/orders';
import { apiError, type IdentificationLink, type UploadKind } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { UPLOAD_METHOD } from './upload-kind';

/**
 * What the desktop's upload page shows for the visitor's order: a new link for the phone, or why not.
 * `done`: the order needs no identification (any more); `cancelled`: the order was cancelled (the
 * thank-you page says so); `unknown_order`: the API no longer knows the order (back to the cart);
 * `not_offered`: the market has no such method (404); `unavailable`: the link could not be made.
 */
export type Handoff =
  { state: 'open'; link: IdentificationLink } | { state: 'done' | 'cancelled' | 'unknown_order' | 'not_offered' | 'unavailable' };

export async function uploadHandoff(site: Site, access: OrderAccess, kind: UploadKind): Promise<Handoff> {
  const config = await getIdentificationConfig(site.content);
  if (config.ok && !config.data.methods.includes(UPLOAD_METHOD[kind])) return { state: 'not_offered' };
  const link = await getUploadLink(site.content, access, kind);
  if (link.ok) return { state: 'open', link: link.data };
  const code = apiError.safeParse(link.error.body).data?.error;
  if (link.error.status === 409) return { state: code === 'order_cancelled' ? 'cancelled' : 'done' };
  if (code === 'not_offered') return { state: 'not_offered' };
  if (link.error.kind === 'not_found' || link.error.kind === 'unauthorized') return { state: 'unknown_order' };
  return { state: 'unavailable' };
}
