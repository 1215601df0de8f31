'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts down in whole days; rendered only in the browser so a cached page never shows a stale count. */
export function DaysLeft({ until }: { until: string }) {
  const t = useTranslations('deals');
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setDays(Math.max(0, Math.floor((Date.parse(until) - Date.now()) / DAY_MS)));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [until]);
  if (days === null) return null;
  return <span className="days-left">({t('endsIn', { days })})</span>;
}
