import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DEVICE_KINDS, type DeviceKind } from '@/lib/catalogue/device-kinds';
import { DEVICE_ROUTES } from '@/lib/catalogue/devices';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import '@/components/catalogue/overview.css';

/** Links between the smartphone, router and repeater lists. */
export async function DeviceKindNav({ site, current }: { site: Site; current: DeviceKind }) {
  const t = await getTranslations('devices');
  return (
    <nav aria-label={t('kindsNav')} className="category-nav">
      <ul>
        {DEVICE_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={localizedPath(site, DEVICE_ROUTES[kind].list)} aria-current={kind === current ? 'page' : undefined}>
              {t('listHeading', { kind })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
