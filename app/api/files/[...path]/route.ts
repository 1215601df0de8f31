import { jsonError } from '@/lib/bff/errors';
import { requestSite } from '@/lib/bff/request-site';
import { FILE_NAME, getFile } from '@/lib/content-api/files';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

/**
 * GET /api/files/legal/<name>.pdf: the content API's legal documents (withdrawal information,
 * tariff price lists) for the market of the host, in the language of ?locale= (else the market's
 * default), streamed through. Anything else is 404; an unreachable content API 503.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const [folder, name, ...rest] = (await params).path;
  if (folder !== 'legal' || !name || rest.length > 0 || !FILE_NAME.test(name)) return jsonError(404, 'not_found');
  const site = await requestSite(request, new URL(request.url).searchParams.get('locale'));
  const file = await getFile(site.content, `legal/${name}`);
  if (!file.ok) return file.error.kind === 'not_found' ? jsonError(404, 'not_found') : jsonError(503, 'unavailable');
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Content-Language': site.locale,
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  });
  return new Response(file.data.body, { status: 200, headers });
}
