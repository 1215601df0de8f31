import { defineHandler, failure } from '@/lib/platform/bff/handler';
import { pdfResponse } from '@/lib/platform/bff/pdf-response';
import { FILE_NAME, getFile } from '@/lib/platform/content-api/files';

export const dynamic = 'force-dynamic';

/**
 * GET /api/files/legal/<name>.pdf: the content API's legal documents (withdrawal information,
 * tariff price lists) for the market of the host, in the language of ?locale= (else the market's
 * default), streamed through. Anything else is 404; an unreachable content API 503.
 */
export const GET = defineHandler({
  async handle({ site, params }) {
    const [folder, name, ...rest] = [params.path ?? []].flat();
    if (folder !== 'legal' || !name || rest.length > 0 || !FILE_NAME.test(name)) return failure(404, 'not_found');
    const file = await getFile(site.content, folder, name);
    if (!file.ok) return file.error.kind === 'not_found' ? failure(404, 'not_found') : failure(503, 'unavailable');
    return pdfResponse(file.data.body, { name, locale: site.locale, disposition: 'inline', cache: 'public, max-age=300' });
  },
});
