/** /contact: the messages of the contact form (POST /contact/send). */
import type { ContactMessage } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';
import { recordTable, type Stored } from './records';

/** A message of the contact form as stored. */
export type StoredContactMessage = Stored<{ message: ContactMessage }>;

const messages = recordTable<{ message: ContactMessage }>('contact_messages');

export const contact = {
  schema: messages.schema,
  open: (db) => ({
    /** Stores a message and deletes every message created before `deleteBefore` (kept 6 months). */
    addMessage: (market: MarketCode, message: ContactMessage, createdAt: Date, deleteBefore: Date): StoredContactMessage =>
      messages.addRetained(db, messages.create(market, createdAt, { message }), deleteBefore),
    /** The stored messages of a market, oldest first. */
    messages: (market: MarketCode) => messages.list(db, market),
  }),
} satisfies Domain;

export type ContactStore = ReturnType<typeof contact.open>;
