import { defineHandler } from '@/lib/platform/bff/handler';
import { bankStartRequest, identificationStartContract } from '@/lib/platform/contracts/identification';
import { startBankTrip } from '@/lib/identification/start';
import { chooserPath } from '@/lib/identification/urls';

/**
 * POST /api/identification/bank {bic} (lib/platform/contracts/identification.ts): starts bank e-ident for the
 * holder of the visitor's latest order (its sealed cookie) at the chosen bank, under a new reference
 * of ours (TransactionId), returning to the bank return page on this host and in this language.
 * Answers {next}, the bank's login page. 400 with the `bic` field for no bank or one not taking part,
 * 404 without an order or where the market does not offer bank e-ident, 503 when the content API
 * cannot be reached. Without JavaScript: 303 to the bank, or back to the chooser asking for the bank
 * or with SPEC §8's "registration via bank login failed".
 */
export const POST = defineHandler({
  contract: identificationStartContract,
  body: bankStartRequest,
  maxBytes: 1_000,
  limits: [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.next,
    failed: (site, failure) => chooserPath(site, failure.fields?.some((f) => f.field === 'bic') ? 'bank-required' : 'bank-failed'),
  },
  handle: ({ request, site, body }) => startBankTrip(request, site, body.bic),
});
