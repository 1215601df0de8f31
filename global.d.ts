import type { Locale } from '@/lib/platform/markets/markets';
import type en from './messages/en-GB.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
