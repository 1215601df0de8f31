import { defineHandler } from '@/lib/platform/bff/handler';
import { searchAddresses } from '@/lib/platform/content-api/fixedline';
import { addressSearchRequest } from '@/lib/platform/content-api/schemas';
import { checkContract } from '@/lib/fixedline/contracts';
import { checkOutcome } from '@/lib/fixedline/check-response';

/** POST /api/fixedline/search: the availability check of the fibre page; the address search and the offers at the address. */
export const POST = defineHandler({
  contract: checkContract,
  body: addressSearchRequest,
  limits: [{ limit: 60, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  handle: async ({ site, body }) => checkOutcome(site.content, await searchAddresses(site.content, body)),
});
