/**
 * GET /og-image.png?locale=de-AT — the share image of Open Graph and Twitter cards (1200 × 630): the
 * brand and the shop's tagline in the page's language, drawn with next/og (offline, bundled font).
 * Same picture for every market of a language, so it is cached for a day.
 */
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { FALLBACK_LOCALE, isLocale } from '@/lib/platform/markets/markets';

const SIZE = { width: 1200, height: 630 };

export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('locale') ?? '';
  const locale = isLocale(requested) ? requested : FALLBACK_LOCALE;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: '#0b3d91',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <div style={{ width: 72, height: 72, borderRadius: 36, background: 'linear-gradient(135deg, #ffbf47, #ff6f91)' }} />
        <div style={{ fontSize: 56, fontWeight: 700 }}>{t('siteName')}</div>
      </div>
      <div style={{ fontSize: 64, lineHeight: 1.15, maxWidth: 1000 }}>{t('homeTitle')}</div>
      <div style={{ fontSize: 30, opacity: 0.9, maxWidth: 1000 }}>{t('defaultDescription')}</div>
    </div>,
    { ...SIZE, headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
