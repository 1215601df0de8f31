/**
 * The sandbox outbox: every SMS and e-mail the reference API "sends" (TANs, one-time login links,
 * password-reset and first-time-password links, confirmations of the customer area), kept for a
 * person or a test to read at /sandbox/outbox instead of a real SMS gateway or mail server. Messages
 * are traffic data: kept 6 months like the rest (SPEC §9), and a reseed keeps them.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';
import { recordTable, type Stored } from './records';

/** One message: an SMS to a phone number (international form) or an e-mail to an address. */
export type OutboxMessage = { channel: 'SMS' | 'EMAIL'; to: string; subject?: string; text: string; customerNumber?: string };
export type StoredOutboxMessage = Stored<OutboxMessage>;

const messages = recordTable<OutboxMessage>('outbox_messages');

export const outbox = {
  schema: messages.schema,
  open: (db) => ({
    /** "Sends" a message: stores it and deletes every message created before `deleteBefore`. */
    send: (market: MarketCode, message: OutboxMessage, createdAt: Date, deleteBefore: Date): StoredOutboxMessage =>
      messages.addRetained(db, messages.create(market, createdAt, message), deleteBefore),
    /** The messages of a market, oldest first. */
    messages: (market: MarketCode) => messages.list(db, market),
  }),
} satisfies Domain;

export type OutboxStore = ReturnType<typeof outbox.open>;
