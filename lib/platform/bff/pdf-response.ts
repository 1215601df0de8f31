import 'server-only';

type PdfAnswer = {
  /** The file's name as the browser saves it. */
  name: string;
  /** The document's language (the market's locale the content API was asked in). */
  locale: string;
  /** `attachment` downloads the file, `inline` lets the browser show it. */
  disposition: 'attachment' | 'inline';
  /** The Cache-Control: a customer's own document is never stored, a public one may be. */
  cache: string;
};

/**
 * A PDF of the content API streamed through to the browser as it came (invoices, legal documents),
 * with its name, language and caching, and nosniff so that no browser reads it as anything else.
 */
export function pdfResponse(body: ReadableStream<Uint8Array> | null, { name, locale, disposition, cache }: PdfAnswer): Response {
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="${name}"`,
    'Content-Language': locale,
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  });
  return new Response(body, { status: 200, headers });
}
