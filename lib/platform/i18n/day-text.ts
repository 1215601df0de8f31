import { formatDate } from '@/lib/platform/i18n/format';

/** A calendar day of the content API ("2026-11-30") as the locale writes it in full, with the year. */
export const dayText = (day: string, locale: string) => formatDate(new Date(`${day}T00:00:00Z`), locale, 'long', 'UTC');
