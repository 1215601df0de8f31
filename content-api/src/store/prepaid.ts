/**
 * Prepaid recharge (SPEC §3 Usage.prepaid, §7): each market's recharge amounts and methods (a line's
 * balance is the seed product's until recharged, then customer-state 'prepaid:<productKey>', see
 * prepaid-balance.ts) and the vouchers the sandbox knows, with what is
 * left of each. A reseed restores the vouchers as seeded.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedPrepaid, SeedVoucher } from '../../seed/types';
import type { Domain } from './database';
import { documentTable } from './documents';

export type PrepaidOffer = Pick<SeedPrepaid, 'allowedRechargeAmounts' | 'rechargeMethods'>;
export type VoucherKind = SeedVoucher['kind'];
export type Voucher = SeedVoucher & { redeemedAt?: string };

const setupTable = documentTable<{ offer: PrepaidOffer }>('prepaid_setup');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS prepaid_vouchers (
    market TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (market, kind, code)
  );`;

export const prepaid = {
  schema: `${setupTable.schema}\n${SCHEMA}`,
  seed: (db, seed) => {
    const { allowedRechargeAmounts, rechargeMethods, vouchers } = seed.payment.prepaid;
    setupTable.insert(db, seed.market, 'offer', [{ allowedRechargeAmounts, rechargeMethods }]);
    const insert = db.prepare('INSERT INTO prepaid_vouchers (market, kind, code, body) VALUES (?, ?, ?, ?)');
    for (const voucher of vouchers) insert.run(seed.market, voucher.kind, voucher.code, JSON.stringify(voucher));
  },
  unseed: (db) => {
    setupTable.clear(db);
    db.exec('DELETE FROM prepaid_vouchers');
  },
  open: (db) => {
    const voucher = (market: MarketCode, kind: VoucherKind, code: string): Voucher | undefined => {
      const row = db.prepare('SELECT body FROM prepaid_vouchers WHERE market = ? AND kind = ? AND code = ?').get(market, kind, code) as
        { body: string } | undefined;
      return row ? (JSON.parse(row.body) as Voucher) : undefined;
    };
    return {
      offer: (market: MarketCode): PrepaidOffer | undefined => setupTable.one(db, market, 'offer'),

      voucher,

      /** Takes `amount` off a voucher's remaining value (the caller checked it suffices); the voucher as it is now. */
      redeem(market: MarketCode, kind: VoucherKind, code: string, amount: number, now: Date): Voucher | undefined {
        const found = voucher(market, kind, code);
        if (!found) return undefined;
        const remaining = Math.round((found.remaining - amount) * 100) / 100;
        const redeemed: Voucher = { ...found, remaining, ...(remaining === 0 ? { redeemedAt: now.toISOString() } : {}) };
        db.prepare('UPDATE prepaid_vouchers SET body = ? WHERE market = ? AND kind = ? AND code = ?').run(
          JSON.stringify(redeemed),
          market,
          kind,
          code,
        );
        return redeemed;
      },
    };
  },
} satisfies Domain;

export type PrepaidStore = ReturnType<typeof prepaid.open>;
