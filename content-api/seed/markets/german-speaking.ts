/** Tariff group names the German-language markets AT, DE and CAMP share. */
import type { L } from '../types';

export const GROUPS = {
  mobile: { de: 'Mobilfunk-Tarife', en: 'Mobile plans' },
  /** Austrian: a prepaid SIM is a "Wertkarte". */
  valueCard: { de: 'Wertkarte', en: 'Prepaid' },
  prepaid: { de: 'Prepaid', en: 'Prepaid' },
  business: { de: 'Business', en: 'Business' },
  data: { de: 'Datentarife', en: 'Data only' },
  social: { de: 'Sozialtarif', en: 'Social tariff' },
} satisfies Record<string, L>;
