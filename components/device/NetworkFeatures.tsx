import type { NetworkFeature } from '@/lib/platform/content-api/schemas';
import { getTranslations } from 'next-intl/server';

const ORDER: NetworkFeature[] = ['FIVEG', 'FOURG', 'VOLTE', 'VOWIFI'];

function Icon({ feature }: { feature: NetworkFeature }) {
  switch (feature) {
    case 'FIVEG':
    case 'FOURG':
      return (
        <>
          <rect x="3" y="15" width="3" height="6" rx="1" />
          <rect x="8.5" y="11" width="3" height="10" rx="1" />
          <rect x="14" y="7" width="3" height="14" rx="1" />
          {feature === 'FIVEG' && <rect x="19.5" y="3" width="3" height="18" rx="1" />}
        </>
      );
    case 'VOLTE':
      return (
        <path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
      );
    case 'VOWIFI':
      return (
        <>
          <path d="M2 9a15 15 0 0 1 20 0l-1.8 1.8a12.5 12.5 0 0 0-16.4 0z" />
          <path d="M5.6 12.6a10 10 0 0 1 12.8 0l-1.8 1.8a7.5 7.5 0 0 0-9.2 0z" />
          <circle cx="12" cy="18" r="2.2" />
        </>
      );
  }
}

/** SPEC §3 network features as icons, each with its name in words. */
export async function NetworkFeatures({ features }: { features: NetworkFeature[] }) {
  const t = await getTranslations('devices');
  const shown = ORDER.filter((f) => features.includes(f));
  if (shown.length === 0) return <p>{t('noNetworkFeatures')}</p>;
  return (
    <ul className="network-features">
      {shown.map((feature) => (
        <li key={feature}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
            <Icon feature={feature} />
          </svg>
          <span>{t('networkFeature', { feature })}</span>
        </li>
      ))}
    </ul>
  );
}
