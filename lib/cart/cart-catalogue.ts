import 'server-only';
import { deviceGroupsOf } from '@/lib/catalogue/device-reads';
import { DEVICE_KINDS } from '@/lib/catalogue/device-kinds';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fail, ok, type Result } from '@/lib/platform/content-api/result';
import { getFixedLineTariffs, getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import type { CartCatalogue } from './availability';
import type { Selection } from './selection';

/**
 * The live catalogue a cart needs: tariffs always, device groups of the kinds the selection holds,
 * fixed-line tariffs when it holds a line. `everything` also reads the rest (to name a removed item).
 * Reads are cached by tag; the first failed read is the answer.
 */
export async function readCartCatalogue(ctx: ContentContext, selection: Selection, everything = false): Promise<Result<CartCatalogue>> {
  const kinds = DEVICE_KINDS.filter((kind) => everything || selection.items.some((i) => i.kind === 'device' && i.deviceKind === kind));
  const withLines = everything || selection.items.some((i) => i.kind === 'fixedline');
  const [tariffs, devices, lines] = await Promise.all([
    getTariffGroups(ctx),
    Promise.all(kinds.map(async (kind) => [kind, await deviceGroupsOf(ctx, kind)] as const)),
    withLines ? getFixedLineTariffs(ctx) : Promise.resolve(ok([])),
  ]);
  if (!tariffs.ok) return fail(tariffs.error);
  const groups: CartCatalogue['devices'] = {};
  for (const [kind, result] of devices) {
    if (!result.ok) return fail(result.error);
    groups[kind] = result.data;
  }
  if (!lines.ok) return fail(lines.error);
  return ok({ tariffs: tariffs.data.flatMap((g) => g.tariffs), devices: groups, fixedLineTariffs: lines.data });
}

/** For the cart page: the catalogue, or the try-again-later page when it cannot be read. */
export async function loadCartCatalogue(ctx: ContentContext, selection: Selection, everything = false): Promise<CartCatalogue> {
  return unwrap(await readCartCatalogue(ctx, selection, everything));
}
