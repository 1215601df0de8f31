import { defineHandler } from '@/lib/platform/bff/handler';
import { chooseAddress } from '@/lib/platform/content-api/fixedline';
import { addressChooseRequest } from '@/lib/platform/content-api/schemas';
import { checkContract } from '@/lib/fixedline/contracts';
import { checkOutcome } from '@/lib/fixedline/check-response';

/** POST /api/fixedline/choose: one of several possible addresses of a check, with the offers at it. */
export const POST = defineHandler({
  contract: checkContract,
  body: addressChooseRequest,
  handle: async ({ site, body }) => checkOutcome(site.content, await chooseAddress(site.content, body.addressId)),
});
