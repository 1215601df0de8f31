'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { daysLeft } from '@/lib/domain/days-left';

/**
 * "Ends in N days", kept current in the browser. The server renders the count of the moment it
 * rendered (`days`, its text as `children`); the browser re-counts on its own clock every minute and
 * renders the text itself only when that count differs (a cached page from before midnight). A
 * current page thus formats no plural in the browser, whose first Intl.PluralRules costs a fresh
 * page about 25 ms of main thread.
 */
export function DaysLeft({ until, days: renderedDays, children }: { until: string; days: number; children: ReactNode }) {
  const t = useTranslations('deals');
  const [days, setDays] = useState(renderedDays);
  useEffect(() => {
    const update = () => setDays(daysLeft(until, Date.now()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [until]);
  return <span className="days-left">({days === renderedDays ? children : t('endsIn', { days })})</span>;
}
