import { defineStepHandler } from '@/lib/checkout/step-handler';
import { personalRules } from '@/lib/checkout/steps/personal';

/**
 * POST /api/checkout/personal: checkout step 1, the personal data (lib/platform/contracts/checkout-personal.ts),
 * checked with the market's rules and kept in the sealed progress. 200 {next}: the URL of the first
 * step not yet done; 400 with the fields; 404 not_found for an empty cart; 503 when the market's rules
 * cannot be read.
 */
export const POST = defineStepHandler('personal', { body: personalRules });
