/**
 * One-time secrets of the login methods (SPEC §6): TANs sent by SMS, the OpenID authcode with its
 * TAN, and the tokens of e-mailed or texted links (one-time login, password reset, first password).
 * Each is single use and expires; none is stored in clear: link tokens and authcodes (long random
 * values) as their SHA-256, TANs (only 6 digits) with salted scrypt, checked against the few live
 * ones of their owner.
 */
import type { MarketCode } from '@storefront/markets/markets';
import { hashSecret, verifySecret } from '../passwords';
import { type Domain, transaction } from './database';
import { tokenHash } from './customers';

/**
 * TAN: a login or upgrade TAN (POST /authentication/tan/); OPENID: an authcode, OPENID_TAN: its TAN
 * (owner = the authcode's hash); LOGIN_LINK, RESET, INIT: link tokens; PORTING_TAN: the porting-consent
 * code texted to the number being ported (owner = the porting's phoneAccountId).
 */
export type CodeKind = 'TAN' | 'OPENID' | 'OPENID_TAN' | 'LOGIN_LINK' | 'RESET' | 'INIT' | 'PORTING_TAN';
type TanKind = 'TAN' | 'OPENID_TAN' | 'PORTING_TAN';
const TAN_KINDS = new Set<CodeKind>(['TAN', 'OPENID_TAN', 'PORTING_TAN']);

type Row = { id: number; hash: string; customer_number: string };

export const oneTimeCodes = {
  schema: `
    CREATE TABLE IF NOT EXISTS one_time_codes (
      id INTEGER PRIMARY KEY, market TEXT NOT NULL, kind TEXT NOT NULL, owner TEXT NOT NULL,
      customer_number TEXT NOT NULL, hash TEXT NOT NULL, expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS one_time_codes_owner ON one_time_codes (market, kind, owner);`,
  /** Codes belong to the demo customers: a reseed forgets them. */
  unseed: (db) => db.exec('DELETE FROM one_time_codes;'),
  open: (db) => ({
    /**
     * Stores a code of `owner` (a customer number, or the authcode hash an OPENID_TAN belongs to),
     * replacing the owner's earlier codes of that kind: only the newest TAN or link works.
     */
    add(market: MarketCode, kind: CodeKind, owner: string, customerNumber: string, code: string, expiresAt: Date, now: Date): void {
      transaction(db, () => {
        db.prepare('DELETE FROM one_time_codes WHERE expires_at <= ?').run(now.getTime());
        db.prepare('DELETE FROM one_time_codes WHERE market = ? AND kind = ? AND owner = ?').run(market, kind, owner);
        db.prepare('INSERT INTO one_time_codes (market, kind, owner, customer_number, hash, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
          market,
          kind,
          owner,
          customerNumber,
          TAN_KINDS.has(kind) ? hashSecret(code) : tokenHash(code),
          expiresAt.getTime(),
        );
      });
    },

    /** Uses up the owner's live TAN if `code` is it: the customer number, or undefined. */
    redeemTan(market: MarketCode, kind: TanKind, owner: string, code: string, now: Date): string | undefined {
      const rows = db
        .prepare('SELECT id, hash, customer_number FROM one_time_codes WHERE market = ? AND kind = ? AND owner = ? AND expires_at > ?')
        .all(market, kind, owner, now.getTime()) as Row[];
      const match = rows.find((row) => verifySecret(code, row.hash));
      if (!match) return undefined;
      db.prepare('DELETE FROM one_time_codes WHERE id = ?').run(match.id);
      return match.customer_number;
    },

    /** Uses up a live link token or authcode of this kind: the customer number, or undefined. */
    redeemToken(market: MarketCode, kind: 'OPENID' | 'LOGIN_LINK' | 'RESET' | 'INIT', token: string, now: Date): string | undefined {
      const row = db
        .prepare('SELECT id, hash, customer_number FROM one_time_codes WHERE market = ? AND kind = ? AND hash = ? AND expires_at > ?')
        .get(market, kind, tokenHash(token), now.getTime()) as Row | undefined;
      if (!row) return undefined;
      db.prepare('DELETE FROM one_time_codes WHERE id = ?').run(row.id);
      return row.customer_number;
    },

    /**
     * The customer number of a live authcode or link token, without using it up (an authcode's TAN,
     * a new password's policy are checked first).
     */
    peek(market: MarketCode, kind: 'OPENID' | 'RESET' | 'INIT', token: string, now: Date): string | undefined {
      const row = db
        .prepare('SELECT customer_number FROM one_time_codes WHERE market = ? AND kind = ? AND hash = ? AND expires_at > ?')
        .get(market, kind, tokenHash(token), now.getTime()) as Pick<Row, 'customer_number'> | undefined;
      return row?.customer_number;
    },
  }),
} satisfies Domain;

export type OneTimeCodeStore = ReturnType<typeof oneTimeCodes.open>;
