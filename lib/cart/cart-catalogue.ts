import 'server-only';
import { deviceGroupsOf } from '@/lib/catalogue/device-reads';
import type { ContentContext } from '@/lib/content-api/client';
import { getFixedLineTariffs, getTariffGroups } from '@/lib/content-api/tariffs';
import { unwrap } from '@/lib/content-api/unwrap';
import type { CartCatalogue } from './availability';
import { DEVICE_KINDS, type Selection } from './selection';

/**
 * The live catalogue a cart needs: tariffs always, device groups of the kinds the selection holds,
 * fixed-line tariffs when it holds a line. `everything` also reads the rest (to name a removed item).
 * Reads are cached by tag; an unreadable catalogue shows the try-again-later page.
 */
export async function loadCartCatalogue(ctx: ContentContext, selection: Selection, everything = false): Promise<CartCatalogue> {
  const kinds = DEVICE_KINDS.filter((kind) => everything || selection.items.some((i) => i.kind === 'device' && i.deviceKind === kind));
  const withLines = everything || selection.items.some((i) => i.kind === 'fixedline');
  const [tariffs, devices, lines] = await Promise.all([
    getTariffGroups(ctx),
    Promise.all(kinds.map(async (kind) => [kind, unwrap(await deviceGroupsOf(ctx, kind))] as const)),
    withLines ? getFixedLineTariffs(ctx) : Promise.resolve(null),
  ]);
  return {
    tariffs: unwrap(tariffs).flatMap((g) => g.tariffs),
    devices: Object.fromEntries(devices),
    fixedLineTariffs: lines ? unwrap(lines) : [],
  };
}
