/**
 * The on/off settings of a mobile line (SPEC §3 Customer tariff: tariffSettings): which a tariff
 * offers and what they are when the customer has not switched them.
 */
import type { SeedTariff, L } from '../../seed/types';
import { isDataTariff } from '@storefront/rules/tariff-kind';

type SettingDefinition = {
  id: string;
  name: L;
  description: L;
  offeredWith: (tariff: SeedTariff) => boolean;
  initially: boolean;
};

export const TARIFF_SETTINGS: readonly SettingDefinition[] = [
  {
    id: 'MOBILE_DATA',
    name: { en: 'Mobile data', de: 'Mobile Daten', fr: 'Données mobiles', it: 'Dati mobili' },
    description: {
      en: 'Switch off to use only calls and SMS, for a phone a child uses, say.',
      de: 'Ausschalten, um nur zu telefonieren und SMS zu schreiben, etwa für ein Kinderhandy.',
      fr: 'Désactivez pour n’utiliser que les appels et les SMS, par exemple sur le téléphone d’un enfant.',
      it: 'Disattiva per usare solo chiamate e SMS, ad esempio sul telefono di un bambino.',
    },
    offeredWith: () => true,
    initially: true,
  },
  {
    id: 'FIVE_G',
    name: { en: '5G', de: '5G', fr: '5G', it: '5G' },
    description: {
      en: 'Use the 5G network where there is coverage; off, the line stays on 4G.',
      de: 'Das 5G-Netz nutzen, wo es verfügbar ist; ausgeschaltet bleibt die Leitung im 4G-Netz.',
      fr: 'Utiliser le réseau 5G là où il est disponible ; désactivé, la ligne reste en 4G.',
      it: 'Usa la rete 5G dove c’è copertura; disattivato, la linea resta in 4G.',
    },
    offeredWith: (tariff) => tariff.hasFiveG,
    initially: true,
  },
  {
    id: 'ROAMING',
    name: { en: 'Roaming', de: 'Roaming', fr: 'Roaming', it: 'Roaming' },
    description: {
      en: 'Use your line abroad. Off, it works only at home.',
      de: 'Die Leitung im Ausland nutzen. Ausgeschaltet funktioniert sie nur im Inland.',
      fr: 'Utiliser votre ligne à l’étranger. Désactivée, elle ne fonctionne que dans le pays.',
      it: 'Usa la linea all’estero. Disattivato, funziona solo in patria.',
    },
    offeredWith: (tariff) => tariff.roamingEnabled,
    initially: true,
  },
  {
    id: 'CALLER_ID',
    name: { en: 'Show my number', de: 'Meine Rufnummer anzeigen', fr: 'Afficher mon numéro', it: 'Mostra il mio numero' },
    description: {
      en: 'The people you call see your number.',
      de: 'Angerufene sehen Ihre Rufnummer.',
      fr: 'Les personnes que vous appelez voient votre numéro.',
      it: 'Le persone che chiami vedono il tuo numero.',
    },
    offeredWith: (tariff) => !isDataTariff(tariff),
    initially: true,
  },
  {
    id: 'THIRD_PARTY_BILLING',
    name: {
      en: 'Pay others by phone bill',
      de: 'Drittanbieter über die Rechnung zahlen',
      fr: 'Payer des tiers sur la facture',
      it: 'Pagare terzi con la bolletta',
    },
    description: {
      en: 'Apps, parking and tickets may charge your bill. Off, such purchases are refused.',
      de: 'Apps, Parkscheine und Tickets dürfen über Ihre Rechnung abrechnen. Ausgeschaltet werden solche Käufe abgelehnt.',
      fr: 'Les applis, le parking et les billets peuvent être facturés sur votre facture. Désactivé, ces achats sont refusés.',
      it: 'App, parcheggi e biglietti possono essere addebitati in bolletta. Disattivato, questi acquisti vengono rifiutati.',
    },
    offeredWith: () => true,
    initially: false,
  },
];

/** The settings the tariff offers, each with the customer's value or its initial one. */
export function settingsOf(tariff: SeedTariff, chosen: Record<string, boolean> = {}) {
  return TARIFF_SETTINGS.filter((s) => s.offeredWith(tariff)).map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    value: chosen[s.id] ?? s.initially,
  }));
}
