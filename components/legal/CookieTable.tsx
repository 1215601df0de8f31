import { getTranslations } from 'next-intl/server';
import type { CookieLifetime, CookieRow, Duration } from '@/content/legal/cookies';
import { LegalTable } from './LegalTable';

/** The privacy policy's cookie table: every cookie the shop sets, with its lifetime and category. */
export async function CookieTable({ cookies }: { cookies: CookieRow[] }) {
  const t = await getTranslations('legal');
  const duration = (d: Duration) => t(`duration.${d.unit}`, { count: d.count });
  const lifetime = (l: CookieLifetime) => {
    if (l.kind === 'fixed') return duration(l.duration);
    return l.kind === 'idle' ? t('duration.idle', { idle: duration(l.idle), max: duration(l.max) }) : t('duration.browser');
  };
  return (
    <LegalTable
      caption={t('cookies.caption')}
      columns={[t('cookies.name'), t('cookies.provider'), t('cookies.purpose'), t('cookies.lifetime'), t('cookies.category')]}
      rows={cookies.map((cookie) => ({
        key: cookie.name,
        header: <code>{cookie.name}</code>,
        cells: [cookie.provider, cookie.purpose, lifetime(cookie.lifetime), t('cookies.categoryName', { category: cookie.category })],
      }))}
    />
  );
}
