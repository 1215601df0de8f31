/**
 * "Tell me when it is built" (POST /fixedline/contact, kind BUILD_NOTICE): a visitor at an address of
 * a planned fibre area leaves an e-mail address. The API stores it (6 months at most, SPEC §9), mails a
 * confirmation into the sandbox outbox and, once the area's build is decided (the sandbox's stand-in
 * for the network planner: POST /sandbox/fixedline/builds), mails every request of that area and
 * deletes it: its purpose is done. An area is a planned build: its supplier and postal code.
 */
import type { FixedLineBuildNoticeRequest } from '@storefront/wire';
import { addressLines } from '@storefront/rules/address';
import { FIBRE } from '@storefront/rules/fibre';
import type { MarketCode } from '@storefront/markets/markets';
import type { L, SeedAddress } from '../seed/types';
import { wireAddress } from './address-search';
import { fill, type Language } from './localise';
import { leadDeleteAfter, leadRetentionCutoff } from './retention';
import type { Store } from './store';
import type { StoredBuildNotice } from './store/fixedline';

const CONFIRM_SUBJECT: L = {
  en: 'We will tell you when fibre is built at {address}',
  de: 'Wir melden uns, wenn an der Adresse {address} Glasfaser gebaut wird',
  fr: 'Nous vous préviendrons quand la fibre sera construite au {address}',
  it: 'Ti avviseremo quando la fibra sarà costruita in {address}',
};
const CONFIRM_TEXT: L = {
  en: 'You asked us to tell you when fibre is built at {address}. Building starts once {threshold} % of the area’s addresses have ordered ({ordered} % so far) and takes {min} to {max} months. We will write to you once the build is decided. We keep your request until {deleteAfter} at the latest and use it for nothing else.',
  de: 'Sie möchten erfahren, wann an der Adresse {address} Glasfaser gebaut wird. Der Bau beginnt, sobald {threshold} % der Adressen im Gebiet bestellt haben (bisher {ordered} %), und dauert {min} bis {max} Monate. Wir schreiben Ihnen, sobald der Bau beschlossen ist. Wir speichern Ihre Anfrage höchstens bis {deleteAfter} und verwenden sie für nichts anderes.',
  fr: 'Vous souhaitez savoir quand la fibre sera construite au {address}. La construction commence dès que {threshold} % des adresses de la zone ont commandé ({ordered} % à ce jour) et dure de {min} à {max} mois. Nous vous écrirons dès que la construction sera décidée. Nous conservons votre demande au plus tard jusqu’au {deleteAfter} et ne l’utilisons à aucune autre fin.',
  it: 'Vuoi sapere quando la fibra sarà costruita in {address}. La costruzione inizia quando il {threshold} % degli indirizzi della zona ha ordinato (finora il {ordered} %) e dura da {min} a {max} mesi. Ti scriveremo quando la costruzione sarà decisa. Conserviamo la tua richiesta al massimo fino al {deleteAfter} e non la usiamo per nient’altro.',
};
const BUILT_SUBJECT: L = {
  en: 'Fibre is being built at {address}',
  de: 'An der Adresse {address} wird Glasfaser gebaut',
  fr: 'La fibre est en construction au {address}',
  it: 'La fibra è in costruzione in {address}',
};
const BUILT_TEXT: L = {
  en: 'Good news: the fibre build in your area has been decided. It takes {min} to {max} months; you can order your connection now with the availability check on our internet page. As promised, we have deleted your request.',
  de: 'Gute Nachricht: Der Glasfaserbau in Ihrem Gebiet ist beschlossen. Er dauert {min} bis {max} Monate; Ihren Anschluss können Sie schon jetzt mit der Verfügbarkeitsprüfung auf unserer Internet-Seite bestellen. Wie versprochen haben wir Ihre Anfrage gelöscht.',
  fr: 'Bonne nouvelle : la construction de la fibre dans votre zone est décidée. Elle dure de {min} à {max} mois ; vous pouvez dès maintenant commander votre raccordement avec le test d’éligibilité de notre page internet. Comme promis, nous avons supprimé votre demande.',
  it: 'Buone notizie: la costruzione della fibra nella tua zona è stata decisa. Dura da {min} a {max} mesi; puoi già ordinare il tuo allacciamento con la verifica di copertura della nostra pagina internet. Come promesso, abbiamo cancellato la tua richiesta.',
};

type Deps = Pick<Store, 'fixedLine' | 'outbox'>;
type Planned = SeedAddress & { planned: NonNullable<SeedAddress['planned']> };

/** The planned build an address belongs to: its supplier and postal code. */
export const areaOf = (address: Planned) => `${address.planned.supplier}:${address.zip}`;

export const isPlanned = (address: SeedAddress): address is Planned => address.planned !== undefined;

function label(address: SeedAddress, countryId: string): string {
  const { street, place } = addressLines(wireAddress(address, countryId));
  return [street, address.stairs, address.door].filter(Boolean).join('/') + `, ${place}`;
}

const months = { min: String(FIBRE.buildMonthsMin), max: String(FIBRE.buildMonthsMax) };

/** Stores a request for a planned address and mails its confirmation; both are kept 6 months. */
export function requestBuildNotice(
  { fixedLine, outbox }: Deps,
  market: MarketCode,
  request: { body: FixedLineBuildNoticeRequest; address: Planned; countryId: string; language: Language },
  now: Date,
): StoredBuildNotice {
  const { body, address, countryId, language } = request;
  const cutoff = leadRetentionCutoff(now);
  const notice = { email: body.email, addressId: address.id, area: areaOf(address), language };
  const stored = fixedLine.addBuildNotice(market, notice, now, cutoff);
  const values = {
    address: label(address, countryId),
    threshold: String(FIBRE.buildThresholdPercent),
    ordered: String(address.planned.orderedPercent),
    deleteAfter: leadDeleteAfter(now).toISOString().slice(0, 10),
    ...months,
  };
  outbox.send(
    market,
    { channel: 'EMAIL', to: body.email, subject: fill(CONFIRM_SUBJECT, language, values), text: fill(CONFIRM_TEXT, language, values) },
    now,
    cutoff,
  );
  return stored;
}

/**
 * The build of the planned area of `address` is decided: every stored request of that area gets the
 * "it is being built" mail in its own language and is deleted. Answers how many were mailed.
 */
export function announceBuild(
  { fixedLine, outbox }: Deps,
  market: MarketCode,
  address: Planned,
  addresses: SeedAddress[],
  countryId: string,
  now: Date,
): number {
  const area = areaOf(address);
  const due = fixedLine.buildNotices(market).filter((stored) => stored.notice.area === area);
  for (const { notice } of due) {
    const at = addresses.find((a) => a.id === notice.addressId) ?? address;
    const values = { address: label(at, countryId), ...months };
    const { language } = notice;
    outbox.send(
      market,
      { channel: 'EMAIL', to: notice.email, subject: fill(BUILT_SUBJECT, language, values), text: fill(BUILT_TEXT, language, values) },
      now,
      leadRetentionCutoff(now),
    );
  }
  fixedLine.removeBuildNotices(due.map((stored) => stored.id));
  return due.length;
}
