/**
 * A tariff's legal document ("price list"): name, basic fee, term, setup fee, allowances and
 * description, generated from the same data the tariff answers show. Mobile and fixed-line tariffs.
 */
import { COMPANIES } from '../../../content/legal/companies';
import type { Amount, FixedLineTariff, Money, Price, Tariff } from '@storefront/wire';
import { DEFAULT_RATES } from '@storefront/rules/cost-control';
import { grossOf } from '@storefront/rules/price';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { Language } from '../localise';
import type { PdfBlock, PdfDocument } from '../pdf';

type Labels = {
  asOf: (date: string) => string;
  prices: string;
  basicFee: (period: string, amount: string) => string;
  net: (net: string, rate: string, gross: string, vat: string) => string;
  activation: string;
  term: (months: number) => string;
  oneOff: (amount: string) => string;
  firstMonths: (months: number, amount: string) => string;
  colon: string;
  monthlySetup: (amount: string) => string;
  included: string;
  allowance: { data: string; voice: string; sms: string; euData: string };
  unlimited: string;
  speed: (down: number, up: number) => string;
  fiveG: string;
  prepaid: string;
  beyond: string;
  rates: (data: string, use: string) => string;
  description: string;
  network: (supplier: string) => string;
  options: string;
  footer: (vat: string) => string;
};

const LABELS: Record<Language, Labels> = {
  en: {
    asOf: (d) => `As of ${d}`,
    prices: 'Prices',
    basicFee: (p, a) => `Basic fee ${p}: ${a}`,
    net: (n, r, g, v) => `${n} excl. ${v} (${r} %), ${g} incl. ${v}`,
    activation: 'Activation fee: none',
    term: (m) => (m === 0 ? 'Minimum term: none, cancellable with one month’s notice' : `Minimum term: ${m} months`),
    oneOff: (a) => `One-off setup fee: ${a}`,
    firstMonths: (m, a) => `${m === 1 ? 'First month' : `First ${m} months`}: ${a} per month.`,
    colon: ': ',
    monthlySetup: (a) => `Setup fee per month: ${a}`,
    included: 'Included',
    allowance: { data: 'Data', voice: 'Minutes', sms: 'SMS', euData: 'EU roaming data' },
    unlimited: 'unlimited',
    speed: (d, u) => `Speed: up to ${d} Mbit/s download, ${u} Mbit/s upload`,
    fiveG: '5G included',
    prepaid: 'Prepaid value card: the basic fee is deducted from your balance every 30 days.',
    beyond: 'Usage beyond the included units',
    rates: (d, u) =>
      `Unless stated otherwise: data ${d} per MB, calls ${u} per minute, SMS ${u} each. Cost limits can be set in the customer area.`,
    description: 'Description',
    network: (s) => `Network: ${s}`,
    options: 'Options',
    footer: (v) => `All prices include ${v} unless stated otherwise. Our terms and conditions and schedule of fees apply.`,
  },
  de: {
    asOf: (d) => `Stand: ${d}`,
    prices: 'Preise',
    basicFee: (p, a) => `Grundentgelt ${p}: ${a}`,
    net: (n, r, g, v) => `${n} exkl. ${v} (${r} %), ${g} inkl. ${v}`,
    activation: 'Aktivierungsentgelt: keines',
    term: (m) => (m === 0 ? 'Mindestvertragsdauer: keine, monatlich kündbar' : `Mindestvertragsdauer: ${m} Monate`),
    oneOff: (a) => `Einmaliges Herstellungsentgelt: ${a}`,
    firstMonths: (m, a) => `${m === 1 ? 'Erster Monat' : `Erste ${m} Monate`}: ${a} pro Monat.`,
    colon: ': ',
    monthlySetup: (a) => `Herstellungsentgelt pro Monat: ${a}`,
    included: 'Inklusive',
    allowance: { data: 'Daten', voice: 'Minuten', sms: 'SMS', euData: 'EU-Roaming Daten' },
    unlimited: 'unbegrenzt',
    speed: (d, u) => `Geschwindigkeit: bis zu ${d} Mbit/s Download, ${u} Mbit/s Upload`,
    fiveG: '5G inklusive',
    prepaid: 'Prepaid-Wertkarte: Das Grundentgelt wird alle 30 Tage vom Guthaben abgebucht.',
    beyond: 'Nutzung über die Inklusiveinheiten hinaus',
    rates: (d, u) =>
      `Sofern nicht anders angegeben: Daten ${d} je MB, Gespräche ${u} je Minute, SMS ${u} je SMS. Eine Kostenbeschränkung legen Sie im Kundenbereich fest.`,
    description: 'Leistungsbeschreibung',
    network: (s) => `Netz: ${s}`,
    options: 'Optionen',
    footer: (v) => `Alle Preise inkl. ${v}, sofern nicht anders angegeben. Es gelten unsere Allgemeinen Geschäftsbedingungen und Entgelte.`,
  },
  fr: {
    asOf: (d) => `État au ${d}`,
    prices: 'Prix',
    basicFee: (p, a) => `Taxe de base ${p} : ${a}`,
    net: (n, r, g, v) => `${n} hors ${v} (${r} %), ${g} ${v} comprise`,
    activation: 'Frais d’activation : aucun',
    term: (m) => (m === 0 ? 'Durée minimale : aucune, résiliable avec un mois de préavis' : `Durée minimale : ${m} mois`),
    oneOff: (a) => `Frais de mise en service uniques : ${a}`,
    firstMonths: (m, a) => `${m === 1 ? 'Premier mois' : `${m} premiers mois`} : ${a} par mois.`,
    colon: ' : ',
    monthlySetup: (a) => `Frais de mise en service par mois : ${a}`,
    included: 'Inclus',
    allowance: { data: 'Données', voice: 'Minutes', sms: 'SMS', euData: 'Données en itinérance UE' },
    unlimited: 'illimité',
    speed: (d, u) => `Débit : jusqu’à ${d} Mbit/s en réception, ${u} Mbit/s en émission`,
    fiveG: '5G incluse',
    prepaid: 'Carte prépayée : la taxe de base est débitée de votre crédit tous les 30 jours.',
    beyond: 'Utilisation au-delà des unités incluses',
    rates: (d, u) =>
      `Sauf mention contraire : données ${d} par Mo, appels ${u} par minute, SMS ${u} par SMS. Vous fixez une limite de coûts dans l’espace client.`,
    description: 'Description',
    network: (s) => `Réseau : ${s}`,
    options: 'Options',
    footer: (v) => `Tous les prix ${v} comprise, sauf mention contraire. Nos conditions générales et nos frais s’appliquent.`,
  },
  it: {
    asOf: (d) => `Aggiornato al ${d}`,
    prices: 'Prezzi',
    basicFee: (p, a) => `Canone ${p}: ${a}`,
    net: (n, r, g, v) => `${n} ${v} esclusa (${r} %), ${g} ${v} inclusa`,
    activation: 'Costo di attivazione: nessuno',
    term: (m) => (m === 0 ? 'Durata minima: nessuna, recesso con un mese di preavviso' : `Durata minima: ${m} mesi`),
    oneOff: (a) => `Contributo di attivazione una tantum: ${a}`,
    firstMonths: (m, a) => `${m === 1 ? 'Primo mese' : `Primi ${m} mesi`}: ${a} al mese.`,
    colon: ': ',
    monthlySetup: (a) => `Contributo di attivazione al mese: ${a}`,
    included: 'Incluso',
    allowance: { data: 'Dati', voice: 'Minuti', sms: 'SMS', euData: 'Dati in roaming UE' },
    unlimited: 'illimitati',
    speed: (d, u) => `Velocità: fino a ${d} Mbit/s in download, ${u} Mbit/s in upload`,
    fiveG: '5G incluso',
    prepaid: 'Ricaricabile: il canone viene scalato dal credito ogni 30 giorni.',
    beyond: 'Uso oltre i servizi inclusi',
    rates: (d, u) =>
      `Salvo diversa indicazione: dati ${d} per MB, chiamate ${u} al minuto, SMS ${u} ciascuno. Il limite di spesa si imposta nell’area clienti.`,
    description: 'Descrizione',
    network: (s) => `Rete: ${s}`,
    options: 'Opzioni',
    footer: (v) => `Tutti i prezzi ${v} inclusa, salvo diversa indicazione. Si applicano le nostre condizioni generali e i nostri costi.`,
  },
};

const VAT: Record<Language, string> = { en: 'VAT', de: 'USt.', fr: 'TVA', it: 'IVA' };
const GERMAN_VAT: Partial<Record<MarketCode, string>> = { DE: 'MwSt.', CH: 'MWST' };

class Formatter {
  readonly locale: string;
  constructor(
    readonly market: MarketCode,
    readonly language: Language,
  ) {
    this.locale = `${language}-${MARKETS[market].country}`;
  }
  money(amount: number, currency: string): string {
    return new Intl.NumberFormat(this.locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(
      amount,
    );
  }
  number(value: number): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: 2 }).format(value);
  }
  date(day: string): string {
    return new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  }
  vat(): string {
    return (this.language === 'de' && GERMAN_VAT[this.market]) || VAT[this.language];
  }
}

function header(f: Formatter, l: Labels, day: string): PdfBlock[] {
  const company = COMPANIES[f.market];
  return [
    { text: `${company.name}, ${company.address[f.language]}`, style: 'small' },
    { text: l.asOf(f.date(day)), style: 'small' },
    { gap: true },
  ];
}

function priceLine(f: Formatter, l: Labels, price: Price, period: string): string {
  if ('amount' in price) return l.basicFee(period, f.money(price.amount, price.currencyCode));
  const gross = f.money(grossOf(price), price.currencyCode);
  const net = l.net(f.money(price.netAmount, price.currencyCode), f.number(price.vatRate), gross, f.vat());
  return l.basicFee(period, net);
}

function allowance(f: Formatter, l: Labels, label: string, amount: Amount): string {
  if (amount.isUnlimited) return `${label}: ${l.unlimited}`;
  if (amount.value === 0 && amount.unit.includes('/')) return `${label}: ${amount.unit}`;
  return `${label}: ${f.number(amount.value)} ${amount.unit}`;
}

const money = (f: Formatter, m: Money) => f.money(m.amount, m.currencyCode);

/** The price list of a mobile tariff as the wire shows it (texts already in the request's language). */
export function tariffPriceList(market: MarketCode, language: Language, day: string, t: Tariff): PdfDocument {
  const f = new Formatter(market, language);
  const l = LABELS[language];
  const currency = t.money.currencyCode;
  const blocks: PdfBlock[] = [
    ...header(f, l, day),
    { text: l.prices, style: 'heading' },
    { text: priceLine(f, l, t.money, t.billPeriodTranslation) },
    ...(t.setupFee
      ? [
          { text: `${l.firstMonths(t.setupFee.duration, money(f, t.setupFee.basicFeeDuringSetupFeeDuration))} ${t.setupFee.description}` },
          ...(t.setupFee.setupFee.amount > 0 ? [{ text: l.oneOff(money(f, t.setupFee.setupFee)) }] : []),
        ]
      : []),
    { text: l.activation },
    { text: l.term(t.commitmentMonths) },
    ...(t.paymentType === 'PRE_PAY' ? [{ text: l.prepaid }] : []),
    { gap: true },
    { text: l.included, style: 'heading' },
    { text: allowance(f, l, l.allowance.data, t.data) },
    { text: allowance(f, l, l.allowance.voice, t.voice) },
    { text: allowance(f, l, l.allowance.sms, t.sms) },
    { text: allowance(f, l, l.allowance.euData, t.euRoamingData) },
    { text: l.speed(t.speedData.maxDownload, t.speedData.maxUpload) },
    ...(t.hasFiveG ? [{ text: l.fiveG }] : []),
    { gap: true },
    { text: l.beyond, style: 'heading' },
    { text: l.rates(f.money(DEFAULT_RATES.perMb, currency), f.money(DEFAULT_RATES.perMinute, currency)) },
    { gap: true },
    { text: l.description, style: 'heading' },
    { text: t.tariffDescription },
    ...t.tariffDescriptionParts.map((part) => ({ text: `• ${part}` })),
    { gap: true },
    { text: l.footer(f.vat()), style: 'small' },
  ];
  return document(market, language, `${t.tariffName}: ${t.legalDocument?.name ?? l.prices}`, blocks);
}

/** The price list of a fixed-line tariff. */
export function fixedLinePriceList(market: MarketCode, language: Language, day: string, t: FixedLineTariff): PdfDocument {
  const f = new Formatter(market, language);
  const l = LABELS[language];
  const blocks: PdfBlock[] = [
    ...header(f, l, day),
    { text: l.prices, style: 'heading' },
    { text: priceLine(f, l, t.money, t.billPeriodTranslation) },
    ...(t.oneTimeSetupFee.amount > 0 ? [{ text: l.oneOff(money(f, t.oneTimeSetupFee)) }] : []),
    ...(t.monthlySetupFee ? [{ text: l.monthlySetup(money(f, t.monthlySetupFee)) }] : []),
    { text: l.term(t.commitmentMonths) },
    { gap: true },
    { text: l.included, style: 'heading' },
    { text: l.network(t.connectionSupplierName) },
    { text: l.speed(t.speedData.maxDownload, t.speedData.maxUpload) },
    ...(t.additionalPackages.length > 0
      ? [
          { gap: true } as const,
          { text: l.options, style: 'heading' as const },
          ...t.additionalPackages.map((p) => ({
            text: `• ${p.name}${l.colon}${money(f, p.money)} ${t.billPeriodTranslation}. ${p.description}`,
          })),
        ]
      : []),
    { gap: true },
    { text: l.footer(f.vat()), style: 'small' },
  ];
  return document(market, language, `${t.tariffName}: ${t.legalDocument?.name ?? l.prices}`, blocks);
}

function document(market: MarketCode, language: Language, title: string, blocks: PdfBlock[]): PdfDocument {
  const ss = (text: string) => (market === 'CH' && language === 'de' ? text.replaceAll('ß', 'ss') : text);
  return {
    title: ss(title),
    author: COMPANIES[market].name,
    blocks: blocks.map((b) => ('text' in b ? { ...b, text: ss(b.text) } : b)),
  };
}
