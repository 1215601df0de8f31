/** next.config.mjs's security headers (issue 17 §3): the camera only on the identification phone page. */
// @ts-expect-error security-headers.mjs is plain JavaScript without types
import { securityHeaders } from '../../security-headers.mjs';

type Entry = { source: string; headers: { key: string; value: string }[] };
const header = (entries: Entry[], source: string, key: string) =>
  entries
    .filter((e) => e.source === source)
    .flatMap((e) => e.headers)
    .filter((h) => h.key === key)
    .at(-1)?.value;

it('sends nosniff, a referrer policy, no framing and no camera on every page', () => {
  const entries: Entry[] = securityHeaders({ production: false });
  expect(header(entries, '/:path*', 'X-Content-Type-Options')).toBe('nosniff');
  expect(header(entries, '/:path*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(header(entries, '/:path*', 'Content-Security-Policy')).toBe("frame-ancestors 'none'");
  expect(header(entries, '/:path*', 'Permissions-Policy')).toMatch(/camera=\(\)/);
  expect(header(entries, '/:path*', 'Strict-Transport-Security')).toBeUndefined();
});

it('lets the identification phone page use the camera, with and without a locale prefix', () => {
  const entries: Entry[] = securityHeaders({ production: true });
  for (const source of ['/identification/:kind', '/:locale/identification/:kind']) {
    expect(header(entries, source, 'Permissions-Policy')).toMatch(/camera=\(self\)/);
  }
  expect(entries.at(-1)!.source).not.toBe('/:path*');
});

it('asks browsers for HTTPS only in production', () => {
  expect(header(securityHeaders({ production: true }), '/:path*', 'Strict-Transport-Security')).toMatch(/^max-age=63072000/);
});

it("lets our own pages, and no other origin's frame, ask the browser's wallet to pay (client-side navigation keeps a document's policy)", () => {
  const entries: Entry[] = securityHeaders({ production: true });
  expect(header(entries, '/:path*', 'Permissions-Policy')).toMatch(/payment=\(self\)/);
  expect(header(entries, '/identification/:kind', 'Permissions-Policy')).toMatch(/payment=\(self\)/);
});
