/**
 * SPEC §3 Spending caps of a mobile line, GET and PUT /customerarea/spendingcaps/{id}. Caps are cost
 * limits in the market's currency, per month: SPEC §4, 0 means no use beyond the included units
 * (above 0, usage is charged at the SPEC §9 rates up to the cap, then data slows to 64 kbit/s and
 * chargeable calls and SMS stop). A tariff without a spending cap (hasSpendingCap) has none; the
 * customer may set them only where the tariff has cost limits (hasCostLimits).
 */
import { spendingCaps, type FieldErrorBody, type SpendingCaps, type SpendingCapsChange } from '@storefront/wire';
import { ROAMING_LIMIT_RECOMMENDATION } from '@storefront/rules/cost-control';
import type { L, SeedTariff } from '../../seed/types';
import { localise } from '../localise';
import type { Store } from '../store';
import { currentTariff } from './line-tariff';
import { lineAspect, type LineCtx, type MobileLine } from './lines';

type CapDefinition = { id: string; name: L; offeredWith: (t: SeedTariff) => boolean; initially: number; maxValue: number };
type GroupDefinition = { name: L; caps: CapDefinition[] };
type ServiceDefinition = { id: string; name: L; description: L; offeredWith: (t: SeedTariff) => boolean; initially: boolean };

const GROUPS: readonly GroupDefinition[] = [
  {
    name: {
      en: 'Beyond your allowance',
      de: 'Über Ihr Inklusivvolumen hinaus',
      fr: 'Au-delà de votre forfait',
      it: 'Oltre il tuo pacchetto',
    },
    caps: [
      {
        id: 'DATA',
        name: { en: 'Extra data', de: 'Zusätzliche Daten', fr: 'Données supplémentaires', it: 'Dati extra' },
        offeredWith: (t) => !t.data.isUnlimited,
        initially: 0,
        maxValue: 50,
      },
      {
        id: 'CALLS_SMS',
        name: {
          en: 'Extra calls and SMS',
          de: 'Zusätzliche Anrufe und SMS',
          fr: 'Appels et SMS supplémentaires',
          it: 'Chiamate e SMS extra',
        },
        offeredWith: (t) => !(t.voice.isUnlimited && t.sms.isUnlimited),
        initially: 0,
        maxValue: 50,
      },
    ],
  },
  {
    name: { en: 'Roaming', de: 'Roaming', fr: 'Roaming', it: 'Roaming' },
    caps: [
      {
        id: 'ROAMING_EU',
        name: {
          en: 'In the EU beyond the roaming allowance',
          de: 'In der EU über das Roaming-Volumen hinaus',
          fr: 'Dans l’UE au-delà du volume roaming',
          it: 'Nell’UE oltre il volume roaming',
        },
        offeredWith: (t) => t.roamingEnabled,
        initially: 0,
        maxValue: 50,
      },
      {
        id: 'ROAMING_WORLD',
        name: { en: 'Outside the EU', de: 'Außerhalb der EU', fr: 'Hors de l’UE', it: 'Fuori dall’UE' },
        offeredWith: (t) => t.roamingEnabled,
        // SPEC §9: the roaming limit we recommend.
        initially: ROAMING_LIMIT_RECOMMENDATION,
        maxValue: 100,
      },
    ],
  },
];

const SERVICES: readonly ServiceDefinition[] = [
  {
    id: 'EU_ROAMING_DATA_CUTOFF',
    name: {
      en: 'Stop data at the EU roaming allowance',
      de: 'Daten beim EU-Roaming-Volumen stoppen',
      fr: 'Couper les données à la fin du volume roaming UE',
      it: 'Blocca i dati al limite del roaming UE',
    },
    description: {
      en: 'Your tariff includes a fair-use data allowance in the EU. On, data stops when it is used up; off, further data is charged up to your EU roaming cap.',
      de: 'Ihr Tarif enthält ein Datenvolumen für die EU (Fair Use). Eingeschaltet stoppen die Daten, wenn es verbraucht ist; ausgeschaltet werden weitere Daten bis zu Ihrem EU-Roaming-Limit verrechnet.',
      fr: 'Votre abonnement inclut un volume de données dans l’UE (usage raisonnable). Activé, les données s’arrêtent quand il est épuisé ; désactivé, les données supplémentaires sont facturées jusqu’à votre plafond roaming UE.',
      it: 'La tua tariffa include un volume dati nell’UE (uso corretto). Attivo, i dati si fermano quando è esaurito; disattivo, i dati in più sono addebitati fino al tuo tetto roaming UE.',
    },
    offeredWith: (t) => t.roamingEnabled,
    initially: true,
  },
  {
    id: 'LIMIT_SMS',
    name: { en: 'SMS near a cap', de: 'SMS beim Erreichen eines Limits', fr: 'SMS à l’approche d’un plafond', it: 'SMS vicino a un tetto' },
    description: {
      en: 'A text when 80 % and when 100 % of a cap is reached.',
      de: 'Eine SMS, wenn 80 % und wenn 100 % eines Limits erreicht sind.',
      fr: 'Un SMS quand 80 % puis 100 % d’un plafond sont atteints.',
      it: 'Un SMS quando si raggiunge l’80 % e il 100 % di un tetto.',
    },
    offeredWith: () => true,
    initially: true,
  },
  {
    id: 'PREMIUM_NUMBERS',
    name: { en: 'Premium-rate numbers', de: 'Mehrwertnummern', fr: 'Numéros surtaxés', it: 'Numeri a sovrapprezzo' },
    description: {
      en: 'Calls and SMS to premium-rate numbers, charged at their own prices.',
      de: 'Anrufe und SMS an Mehrwertnummern, zu deren eigenen Preisen.',
      fr: 'Appels et SMS vers des numéros surtaxés, facturés à leur propre prix.',
      it: 'Chiamate e SMS verso numeri a sovrapprezzo, ai loro prezzi.',
    },
    offeredWith: () => true,
    initially: false,
  },
];

type CapsState = { caps: Record<string, number>; services: Record<string, boolean> };
const capsState = (store: Pick<Store, 'customerState'>, line: MobileLine) => lineAspect<CapsState>(store, line, 'spendingcaps');

function offeredCaps(tariff: SeedTariff) {
  if (!tariff.hasSpendingCap) return [];
  return GROUPS.map((g) => ({ name: g.name, caps: g.caps.filter((cap) => cap.offeredWith(tariff)) })).filter((g) => g.caps.length > 0);
}

/** The line's caps and services, with the customer's values over the tariff's defaults, in the request's language. */
export function spendingCapsOf(c: LineCtx, store: Pick<Store, 'tariffs' | 'customerState'>, line: MobileLine): SpendingCaps {
  const tariff = currentTariff(store, line);
  const state = capsState(store, line).get();
  const unit = tariff.money.currencyCode;
  const value = {
    groups: offeredCaps(tariff).map((g) => ({
      name: g.name,
      caps: g.caps.map((cap) => ({
        id: cap.id,
        name: cap.name,
        unit,
        value: state?.caps[cap.id] ?? cap.initially,
        maxValue: cap.maxValue,
        customizable: tariff.hasCostLimits,
      })),
    })),
    services: SERVICES.filter((s) => s.offeredWith(tariff)).map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      value: state?.services[s.id] ?? s.initially,
    })),
  };
  return spendingCaps.parse(localise(value, c.get('language')));
}

/** Stores a change; the field errors when a cap or service is not the line's, not editable or above its maximum. */
export function changeSpendingCaps(
  store: Pick<Store, 'tariffs' | 'customerState'>,
  line: MobileLine,
  body: SpendingCapsChange,
): { ok: true } | { ok: false; fields: FieldErrorBody['fields'] } {
  const tariff = currentTariff(store, line);
  const caps = new Map(offeredCaps(tariff).flatMap((g) => g.caps.map((cap) => [cap.id, cap] as const)));
  const services = new Set(SERVICES.filter((s) => s.offeredWith(tariff)).map((s) => s.id));
  const fields: FieldErrorBody['fields'] = [];
  body.caps?.forEach((change, i) => {
    const cap = caps.get(change.id);
    if (!cap) fields.push({ field: `caps.${i}.id`, code: 'not_allowed' });
    else if (!tariff.hasCostLimits) fields.push({ field: `caps.${i}.value`, code: 'not_allowed' });
    else if (change.value > cap.maxValue) fields.push({ field: `caps.${i}.value`, code: 'too_large' });
  });
  body.services?.forEach((change, i) => {
    if (!services.has(change.id)) fields.push({ field: `services.${i}.id`, code: 'not_allowed' });
  });
  if (fields.length > 0) return { ok: false, fields };
  const aspect = capsState(store, line);
  const state = aspect.get() ?? { caps: {}, services: {} };
  aspect.put({
    caps: { ...state.caps, ...Object.fromEntries((body.caps ?? []).map((cap) => [cap.id, cap.value])) },
    services: { ...state.services, ...Object.fromEntries((body.services ?? []).map((s) => [s.id, s.value])) },
  });
  return { ok: true };
}
