import { defineHandler } from '@/lib/platform/bff/handler';
import { identificationStartContract, nationalIdStartRequest } from '@/lib/platform/contracts/identification';
import { startNationalIdTrip } from '@/lib/identification/start';
import { chooserPath } from '@/lib/identification/urls';

/**
 * POST /api/identification/national-id (lib/platform/contracts/identification.ts): starts identifying the
 * holder of the visitor's latest order (its sealed cookie) with the national digital ID: POST
 * start/ returning to the national-ID return page on this host and in this language, GET
 * redirecturl/. Answers {next}, the provider's page. The chooser's form posts here without
 * JavaScript: 303 to the provider, or on any failure 303 back to the chooser with SPEC §8's
 * "registration via national digital ID failed" (404 without an order or where the market does not
 * offer it, 503 when the content API cannot be reached).
 */
export const POST = defineHandler({
  contract: identificationStartContract,
  body: nationalIdStartRequest,
  maxBytes: 1_000,
  limits: [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.next,
    failed: (site) => chooserPath(site, 'national-id-failed'),
  },
  handle: ({ request, site }) => startNationalIdTrip(request, site),
});
