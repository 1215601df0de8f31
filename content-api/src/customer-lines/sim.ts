/**
 * A line's SIM card ('sim:<productKey>'): the card in use (the seed's until a replacement), whether it
 * is blocked, a physical replacement on its way, and the eSIM profile to install.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { EsimProfile, SimType } from '@storefront/wire';
import { luhnCheckDigit } from '@storefront/rules/luhn';
import { SANDBOX_SMDP_ADDRESS } from '../orders/place';
import type { Store } from '../store';
import { lineAspect, type MobileLine } from './lines';

type Card = { type: SimType; iccid: string; esim?: Omit<EsimProfile, 'smdpAddress'> };

export type SimState = {
  card?: Card;
  blockedAt?: string;
  /** A physical card sent by post, in use once the customer confirms its printed ICCID. */
  shipped?: { iccid: string; requestedAt: string };
};

export const simState = (store: Pick<Store, 'customerState'>, line: MobileLine) => lineAspect<SimState>(store, line, 'sim');

const MATCHING_ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A matching id in groups of five ("K7Q2M-…") and a 6-digit activation code (SPEC §9), from 32 bytes. */
function profileFrom(bytes: Buffer): Omit<EsimProfile, 'smdpAddress'> {
  const chars = [...bytes.subarray(0, 20)].map((b) => MATCHING_ID_ALPHABET[b % MATCHING_ID_ALPHABET.length]).join('');
  const code = String(bytes.readUInt32BE(20) % 1_000_000).padStart(6, '0');
  return { matchingId: chars.match(/.{5}/g)!.join('-'), activationCode: code };
}

/** The card in use: the replacement's, else the seed's (a seed eSIM's profile follows from its ICCID). */
export function cardOf(store: Pick<Store, 'customerState'>, line: MobileLine): Card {
  const replaced = simState(store, line).get()?.card;
  if (replaced) return replaced;
  const { type, iccid } = line.product.sim;
  return type === 'ESIM' ? { type, iccid, esim: profileFrom(createHash('sha256').update(`esim:${iccid}`).digest()) } : { type, iccid };
}

export const esimProfileOf = (card: Card): EsimProfile | undefined =>
  card.esim ? { ...card.esim, smdpAddress: SANDBOX_SMDP_ADDRESS } : undefined;

/** A new card of the same issuer range as `iccid` (its first 6 digits), 19 digits and the Luhn digit. */
export function newCard(type: SimType, iccid: string): Card {
  const body = iccid.slice(0, 6) + Array.from({ length: 13 }, () => randomInt(10)).join('');
  const card: Card = { type, iccid: body + luhnCheckDigit(body) };
  return type === 'ESIM' ? { ...card, esim: profileFrom(randomBytes(32)) } : card;
}
