import { z } from 'zod';
import { DEVICE_KINDS } from '@/lib/catalogue/device-kinds';
import { simType, type SimType } from '@/lib/platform/content-api/schemas/tariffs';
import { parseIsoDay } from '@/lib/domain/calendar-day';
import type { IsoDay } from '@/lib/domain/holidays';
import { routeContract } from '@/lib/platform/contracts/answer';
import type { Addition } from './cart';
import { ADDRESS_MAX_LENGTH } from './personal-data';
import { BUILDING_TYPES, selectionItem } from './selection';

/** An empty form field is an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * POST /api/cart: add (checked against the live catalogue) or remove an item of the selection.
 * kind 'tariff' (default) | 'device' (deviceKind, optional tariffId) | 'fixedline' (supplier,
 * buildingType, address: every field required; the address goes to the sealed personal data, ADR 13).
 * 'configure' sets up what is in it: the SIM type of the tariff `id` (`simType`, one the tariff
 * offers), and/or the desired activation date of the SIM cards (`activationDate`, an ISO day; empty
 * removes it: `null` here). At least one of the two.
 */
export type CartRequest =
  | { action: 'remove'; id: string }
  | { action: 'add'; id: string; addition: Addition }
  | { action: 'configure'; id?: string; sim?: { tariffId: string; simType: SimType }; activationDate?: IsoDay | null };

/** An ISO day that exists ("2027-02-30" does not), or empty for none; the SPEC §9 window is the handler's (today's) check. */
const activationDate = z
  .string()
  .trim()
  .max(10, 'invalid_date')
  .refine((v) => v === '' || parseIsoDay(v) !== undefined, 'invalid_date');

export const cartRequest = z
  .object({
    action: z.enum(['add', 'remove', 'configure']),
    id: optional(text(64)),
    simType: optional(simType),
    activationDate: activationDate.optional(),
    kind: optional(z.enum(['tariff', 'device', 'fixedline'])),
    deviceKind: optional(z.enum(DEVICE_KINDS)),
    tariffId: optional(text(64)),
    supplier: optional(text(64)),
    buildingType: optional(z.enum(BUILDING_TYPES)),
    address: optional(text(ADDRESS_MAX_LENGTH)),
  })
  .transform((b, ctx): CartRequest => {
    const { action, id } = b;
    if (action === 'configure') {
      if (b.simType && id) return { action, id, sim: { tariffId: id, simType: b.simType }, activationDate: dateOf(b.activationDate) };
      if (!b.simType && b.activationDate !== undefined) return { action, activationDate: dateOf(b.activationDate) };
      ctx.addIssue({ code: 'custom', message: 'required', path: [b.simType ? 'id' : 'simType'] });
      return z.NEVER;
    }
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['id'] });
      return z.NEVER;
    }
    if (action === 'remove') return { action, id };
    switch (b.kind ?? 'tariff') {
      case 'tariff':
        return { action, id, addition: { item: { kind: 'tariff', id } } };
      case 'device':
        if (b.deviceKind) return { action, id, addition: { item: { kind: 'device', id, deviceKind: b.deviceKind, tariffId: b.tariffId } } };
        break;
      case 'fixedline':
        if (b.supplier && b.buildingType && b.address) {
          return {
            action,
            id,
            addition: { item: { kind: 'fixedline', id, supplier: b.supplier, buildingType: b.buildingType }, address: b.address },
          };
        }
        break;
    }
    ctx.addIssue({ code: 'custom', message: 'required', path: [b.kind === 'device' ? 'deviceKind' : 'address'] });
    return z.NEVER;
  });

/** A sent activation date: absent leaves it, empty removes it (null). */
const dateOf = (value: string | undefined): IsoDay | null | undefined => (value === undefined ? undefined : value === '' ? null : value);

/**
 * The answer's items are the selection as stored in its cookie: ids and product facts, never the
 * address; with the desired activation date when there is one.
 */
export const cartContract = routeContract(
  z.object({ ok: z.literal(true), items: z.array(selectionItem), activationDate: z.iso.date().optional(), redirect: z.string() }),
  ['unknown_product', 'out_of_stock', 'tariff_required', 'invalid_combination', 'supplier_mismatch', 'partner_link_required'],
);
