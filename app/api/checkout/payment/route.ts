import { failure } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { readPaymentOptions } from '@/lib/checkout/payment-options';
import { usesMethod } from '@/lib/checkout/payment-methods';
import { cardTrips } from '@/lib/checkout/payment-trips';
import { cardReturnUrl } from '@/lib/checkout/payment-urls';
import { defineStepHandler } from '@/lib/checkout/step-handler';
import { getEpsBanks, getPaymentToken } from '@/lib/platform/content-api/payment';
import type { FieldError } from '@/lib/platform/contracts/answer';
import type { PaymentStep } from '@/lib/platform/contracts/checkout';
import { paymentForm } from '@/lib/platform/contracts/checkout-payment';
import { formatIban } from '@/lib/domain/iban';
import { newTripState } from '@/lib/platform/provider-trip/store';
import { withQuery } from '@/lib/platform/provider-trip/urls';

/**
 * POST /api/checkout/payment (lib/platform/contracts/checkout-payment.ts): the methods for the monthly bills and
 * the devices, checked against those the cart may use, with their details (the SEPA mandate, the EPS
 * bank from the bank list). A card stays the one the provider gave, unless `newCard` asks for another.
 * Answers {next}: the next step, or for a card still to enter the provider's hosted card field (a new
 * client token, returning to GET /api/checkout/card on a trip of its own, ADR 43). 400 with fields, 404 for an empty cart, 503 when
 * the methods, banks or the card field cannot be read.
 */
export const POST = defineStepHandler('payment', {
  // The devices' method, required for a cart with devices, is checked with the cart in `store`.
  body: async () => paymentForm(false),
  async store({ site, body, cart, progress }) {
    const hasDevices = cart.devices.length > 0;
    const options = await readPaymentOptions(site, await readCart(site.market.code), progress);
    if (!options.ok) return upstreamFailure(options.error);
    const { monthly, product } = options.data.choices;
    const fields: FieldError[] = [];
    if (!(monthly as string[]).includes(body.method)) fields.push({ field: 'method', code: 'invalid_format' });
    if (hasDevices && !body.productMethod) fields.push({ field: 'productMethod', code: 'required' });
    else if (hasDevices && !(product as string[]).includes(body.productMethod!))
      fields.push({ field: 'productMethod', code: 'invalid_format' });
    const chosen = { method: body.method, productMethod: hasDevices ? body.productMethod : undefined };

    let eps: PaymentStep['eps'];
    if (usesMethod(chosen, 'EPS')) {
      const banks = await getEpsBanks(site.content);
      if (!banks.ok) return upstreamFailure(banks.error);
      const bank = banks.data.find((b) => b.bic === body.bic?.toUpperCase());
      if (bank) eps = { bic: bank.bic, bankName: bank.displayName };
      else fields.push({ field: 'bic', code: 'invalid_format' });
    }
    if (fields.length > 0) return failure(400, 'invalid_request', { fields });

    const storedCard = progress.payment?.card;
    return {
      ...chosen,
      card: usesMethod(chosen, 'CREDITCARD') && !body.newCard ? storedCard : undefined,
      sepa: usesMethod(chosen, 'SEPA')
        ? { accountHolder: body.accountHolder!, iban: formatIban(body.iban!), mandateAccepted: true as const }
        : undefined,
      eps,
    };
  },
  async next({ request, site, progress }) {
    const payment = progress.payment;
    if (!payment || !usesMethod(payment, 'CREDITCARD') || payment.card) return undefined;
    const field = await getPaymentToken(site.content, 'creditcard');
    if (!field.ok) return upstreamFailure(field.error);
    if (!field.data.hostedFieldUrl) return failure(503, 'unavailable');
    const state = newTripState();
    await cardTrips.start(site.market.code, { state, back: stepPath(site, 'payment'), data: {} });
    return withQuery(field.data.hostedFieldUrl, { clientToken: field.data.token, returnUrl: cardReturnUrl(request, site, state) });
  },
});
