import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getSupplier } from '@/lib/platform/content-api/fixedline';
import { fail, ok, type Result } from '@/lib/platform/content-api/result';
import { matchingTariffs } from '@/lib/domain/fixed-line';
import type { AddressSearchResult } from '@/lib/platform/content-api/schemas';
import type { FixedLineOffer } from './check-answer';

/**
 * The offers at a checked address: for every supplier that reaches it (or plans to), the supplier's
 * tariffs its line can carry and its connection prices (GET /fixedline/suppliers/{name}, cached).
 * Suppliers without a matching tariff are left out.
 */
export async function offersFor(ctx: ContentContext, result: AddressSearchResult): Promise<Result<FixedLineOffer[]>> {
  const offers: FixedLineOffer[] = [];
  for (const found of result.foundSuppliers) {
    const supplier = await getSupplier(ctx, found.name);
    if (!supplier.ok) return fail(supplier.error);
    const tariffs = matchingTariffs(supplier.data.tariffs, found);
    if (tariffs.length === 0) continue;
    offers.push({
      supplier: { ...found, isOrderAllowed: found.isOrderAllowed && supplier.data.isOrderAllowed },
      tariffs,
      connections: supplier.data.connections.map((c) => ({ buildingTypeId: c.buildingTypeId, name: c.displayName, price: c.price })),
    });
  }
  return ok(offers);
}
