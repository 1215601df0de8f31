import { formatDate } from '@/lib/i18n/format';

/** A porting date (an ISO calendar day of the market) in the page's locale: "24 December 2026". */
export const formatPortingDay = (day: string, locale: string) => formatDate(new Date(`${day}T00:00:00Z`), locale, 'long', 'UTC');
