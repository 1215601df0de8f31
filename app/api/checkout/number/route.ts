import { defineStepHandler } from '@/lib/checkout/step-handler';
import { numberBody, storeNumber } from '@/lib/checkout/steps/number';

/**
 * POST /api/checkout/number: the number step (lib/platform/contracts/checkout.ts numberStep with the market's
 * rules, lib/checkout/steps/number-schema.ts). 400 with the fields, 400 `expired` at a number whose
 * reservation ended; on success {next}: the next step's URL.
 */
export const POST = defineStepHandler('number', {
  body: numberBody,
  store: ({ site, body, cart }) => storeNumber(site, body, cart),
});
