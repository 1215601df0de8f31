/** Browsers ask for /favicon.ico on pages without an icon link (error pages): send them to the site icon. */
export function GET() {
  return new Response(null, { status: 308, headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' } });
}
