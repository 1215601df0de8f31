import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { readShownHidden, saveShownHidden } from '@/lib/catalogue/shown-hidden-store';
import { getTariff } from '@/lib/platform/content-api/tariffs';
import { hiddenTariffContract, hiddenTariffRequest } from '@/lib/platform/contracts/hidden-tariffs';
import { rememberShownHidden } from '@/lib/domain/hidden-tariffs';
import { isHiddenTariff } from '@/lib/domain/special-deals';

/**
 * POST /api/hidden-tariffs (lib/platform/contracts/hidden-tariffs.ts): the island of a hidden tariff's detail
 * page adds the tariff to the visitor's session list, so that the overview, rendered per request, lists
 * it for them (SPEC §9, ADR 16). The id must be a hidden tariff of this market in the live catalogue;
 * anything else is 404, so the list only ever holds tariffs the visitor could open by their link.
 */
export const POST = defineHandler({
  contract: hiddenTariffContract,
  body: hiddenTariffRequest,
  maxBytes: 1024,
  // One call per detail page view; the limit stops scripts probing ids.
  limits: [{ limit: 30, windowMs: 60_000, key: ({ ip }) => ip }],
  async handle({ site, body: { id } }) {
    const tariff = await getTariff(site.content, id);
    if (!tariff.ok) return upstreamFailure(tariff.error);
    if (!isHiddenTariff(tariff.data)) return failure(404, 'not_found');
    await saveShownHidden(rememberShownHidden(await readShownHidden(), id));
    return success({ ok: true as const });
  },
});
