import { FILE_NAME } from '@/lib/platform/content-api/files';
import { publicFileUrl } from '@/lib/platform/content-api/public-file-url';

describe('publicFileUrl', () => {
  it('sends a content-API file through our own route, with the page locale', () => {
    expect(publicFileUrl('/files/legal/at-mobil-m.pdf', 'de-AT')).toBe('/api/files/legal/at-mobil-m.pdf?locale=de-AT');
    expect(publicFileUrl('/files/legal/withdrawal-ch.pdf', 'fr-CH')).toBe('/api/files/legal/withdrawal-ch.pdf?locale=fr-CH');
  });

  it('keeps a query the file URL already has', () => {
    expect(publicFileUrl('/files/legal/x.pdf?v=2', 'en-GB')).toBe('/api/files/legal/x.pdf?v=2&locale=en-GB');
  });

  it('leaves URLs that are not content-API files unchanged', () => {
    expect(publicFileUrl('https://example.com/terms.pdf', 'it-IT')).toBe('https://example.com/terms.pdf');
    expect(publicFileUrl('/api/files/legal/x.pdf?locale=de-AT', 'de-AT')).toBe('/api/files/legal/x.pdf?locale=de-AT');
  });
});

describe('FILE_NAME', () => {
  it('accepts lower-case PDF names only', () => {
    expect(['withdrawal-at.pdf', 'ch-home-fibre-1000.pdf'].every((n) => FILE_NAME.test(n))).toBe(true);
    expect(['../secret.pdf', 'A.pdf', 'x.PDF', 'x.pdf.exe', 'x y.pdf', '.pdf', 'x.txt'].some((n) => FILE_NAME.test(n))).toBe(false);
  });
});
