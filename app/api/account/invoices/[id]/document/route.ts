import { defineHandler, failure } from '@/lib/platform/bff/handler';
import { sessionExpired } from '@/lib/account/logout';
import { pdfResponse } from '@/lib/platform/bff/pdf-response';
import { getInvoiceDocument } from '@/lib/platform/content-api/customerarea';

export const dynamic = 'force-dynamic';

/** Invoice ids are short and plain ("INV-20000001-202605"); anything else is no invoice of the customer's. */
const INVOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/account/invoices/<id>/document: the logged-in customer's invoice as a PDF, streamed through
 * from the content API as a download, in the language of ?locale=. Another customer's id is a 404 like
 * an unknown one; a token the content API refuses logs out (SPEC §4).
 */
export const GET = defineHandler({
  access: 'login',
  async handle({ site, session, params }) {
    const id = [params.id ?? []].flat()[0] ?? '';
    if (!session) return failure(401, 'unauthorized');
    if (!INVOICE_ID.test(id)) return failure(404, 'not_found');
    const file = await getInvoiceDocument(site.content, session.token, id);
    if (!file.ok) {
      if (file.error.kind === 'unauthorized') return sessionExpired(site, session);
      return file.error.kind === 'not_found' ? failure(404, 'not_found') : failure(503, 'unavailable');
    }
    // A customer's invoice: never kept by a shared cache, nor by the browser's.
    return pdfResponse(file.data.body, { name: `${id}.pdf`, locale: site.locale, disposition: 'attachment', cache: 'private, no-store' });
  },
});
