import { getRequestConfig } from 'next-intl/server';
import { FALLBACK_LOCALE, isLocale } from '@/lib/markets/markets';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : FALLBACK_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: locale === 'en-GB' ? 'Europe/London' : 'Europe/Vienna',
  };
});
