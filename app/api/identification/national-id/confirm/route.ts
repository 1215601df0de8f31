import { defineHandler } from '@/lib/platform/bff/handler';
import { identificationConfirmContract, nationalIdConfirmRequest } from '@/lib/platform/contracts/identification';
import { confirmNationalIdTakeOver } from '@/lib/identification/settle';
import { chooserPath } from '@/lib/identification/urls';

/**
 * POST /api/identification/national-id/confirm (lib/platform/contracts/identification.ts): the customer saw
 * where the national digital ID differs from what they typed and takes over the identity's name,
 * birth date and address (takeoveridaustriadataandfinish/) for the attempt of this browser's trip.
 * Answers {next}, the return page, which then shows the success. 404 without an order or trip, 503
 * when the content API cannot be reached. Without JavaScript: 303 there, or to the chooser with
 * SPEC §8's "registration via national digital ID failed".
 */
export const POST = defineHandler({
  contract: identificationConfirmContract,
  body: nationalIdConfirmRequest,
  maxBytes: 1_000,
  limits: [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.next,
    failed: (site) => chooserPath(site, 'national-id-failed'),
  },
  handle: ({ site }) => confirmNationalIdTakeOver(site),
});
