import { defineHandler, failure, success, type Limit } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { captchaConfig } from '@/lib/platform/captcha/captcha-config';
import { reservationToken } from '@/lib/platform/captcha/reservation-token';
import { readCart } from '@/lib/cart/cart-store';
import { checkoutCart } from '@/lib/checkout/flow';
import { extendReservations } from '@/lib/checkout/reservations';
import { serverConfig } from '@/lib/platform/config/server-config';
import { getCaptchaChallenge } from '@/lib/platform/content-api/captcha';
import { reserveMobileNumbers } from '@/lib/platform/content-api/orders';
import {
  captchaChallengeContract,
  numbersExtendContract,
  numbersExtendRequest,
  numbersReserveContract,
  numbersReserveRequest,
  type NumbersExtendRequest,
  type NumbersReserveRequest,
} from '@/lib/platform/contracts/checkout-numbers';

/**
 * /api/checkout/numbers (lib/platform/contracts/checkout-numbers.ts): a captcha challenge (GET), new numbers for
 * the cart's SIM cards once it is solved (POST), and holding them longer (PUT). The captcha is the one
 * configured (ADR 49): the content API's sandbox captcha is not embedded (browsers never call the
 * content API): the challenge is shown by our own form, and its answer is checked here, on the server,
 * for the single-use token the reservation takes; a provider widget's token is passed on as it is.
 */

const TEN_MINUTES = 10 * 60_000;
const CHALLENGES: Limit<undefined> = { limit: 30, windowMs: TEN_MINUTES, key: ({ ip }) => ip };
const RESERVATIONS: Limit<NumbersReserveRequest> = { limit: 10, windowMs: TEN_MINUTES, key: ({ ip }) => ip };
const EXTENSIONS: Limit<NumbersExtendRequest> = { limit: 30, windowMs: TEN_MINUTES, key: ({ ip }) => ip };

export const GET = defineHandler({
  contract: captchaChallengeContract,
  limits: [CHALLENGES],
  async handle({ site }) {
    // A provider widget brings its own check: the sandbox's challenges are not offered beside it.
    if (captchaConfig(serverConfig()).kind !== 'sandbox') return failure(404, 'not_found');
    const challenge = await getCaptchaChallenge(site.content);
    return challenge.ok ? success(challenge.data) : upstreamFailure(challenge.error);
  },
});

export const POST = defineHandler({
  contract: numbersReserveContract,
  body: numbersReserveRequest,
  limits: [RESERVATIONS],
  async handle({ site, body }) {
    const { selection } = await readCart(site.market.code);
    const { simCards } = checkoutCart(selection);
    if (simCards.length === 0) return failure(404, 'not_found');
    const token = await reservationToken(site.content, captchaConfig(serverConfig()), body);
    if (!token.ok) return token.error.kind === 'rejected' ? failure(400, 'captcha_failed') : upstreamFailure(token.error);
    const reserved = await reserveMobileNumbers(site.content, { simCardAmounts: simCards.map(() => 1), turnstileToken: token.data });
    if (!reserved.ok) return upstreamFailure(reserved.error);
    const reservations = reserved.data.reservations
      .map((r) => ({
        simCard: r.itemIndex,
        numberingPlanAssignmentId: r.numberingPlanAssignmentId,
        numbers: r.generatedNumbers,
        expiresAt: r.expiresAt,
      }))
      .sort((a, b) => a.simCard - b.simCard);
    return success({ reservations }, { status: 201 });
  },
});

export const PUT = defineHandler({
  contract: numbersExtendContract,
  body: numbersExtendRequest,
  limits: [EXTENSIONS],
  handle: ({ site, body }) => extendReservations(site, body.numberingPlanAssignmentIds),
});
