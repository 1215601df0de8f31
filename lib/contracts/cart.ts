import { z } from 'zod';
import type { Addition } from '@/lib/cart/cart';
import { ADDRESS_MAX_LENGTH } from '@/lib/cart/personal-data';
import { BUILDING_TYPES, DEVICE_KINDS, selectionItem } from '@/lib/cart/selection';
import { routeContract } from './answer';

/** An empty form field is an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * POST /api/cart: add (checked against the live catalogue) or remove an item of the selection.
 * kind 'tariff' (default) | 'device' (deviceKind, optional tariffId) | 'fixedline' (supplier,
 * buildingType, address: every field required; the address goes to the sealed personal data, ADR 13).
 */
export type CartRequest = { action: 'remove'; id: string } | { action: 'add'; id: string; addition: Addition };

export const cartRequest = z
  .object({
    action: z.enum(['add', 'remove']),
    id: text(64),
    kind: optional(z.enum(['tariff', 'device', 'fixedline'])),
    deviceKind: optional(z.enum(DEVICE_KINDS)),
    tariffId: optional(text(64)),
    supplier: optional(text(64)),
    buildingType: optional(z.enum(BUILDING_TYPES)),
    address: optional(text(ADDRESS_MAX_LENGTH)),
  })
  .transform((b, ctx): CartRequest => {
    const { action, id } = b;
    if (action === 'remove') return { action, id };
    switch (b.kind ?? 'tariff') {
      case 'tariff':
        return { action, id, addition: { item: { kind: 'tariff', id } } };
      case 'device':
        if (b.deviceKind) return { action, id, addition: { item: { kind: 'device', id, deviceKind: b.deviceKind, tariffId: b.tariffId } } };
        break;
      case 'fixedline':
        if (b.supplier && b.buildingType && b.address) {
          return { action, id, addition: { item: { kind: 'fixedline', id, supplier: b.supplier, buildingType: b.buildingType }, address: b.address } };
        }
        break;
    }
    ctx.addIssue({ code: 'custom', message: 'required', path: [b.kind === 'device' ? 'deviceKind' : 'address'] });
    return z.NEVER;
  });

/** The answer's items are the selection as stored in its cookie: ids and product facts, never the address. */
export const cartContract = routeContract(
  z.object({ ok: z.literal(true), items: z.array(selectionItem), redirect: z.string() }),
  ['unknown_product', 'out_of_stock', 'tariff_required', 'invalid_combination', 'supplier_mismatch'],
);
