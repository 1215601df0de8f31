import { apiError, extendedReservations, fieldErrorBody } from '@storefront/wire';
import { SEEDS } from '../seed';
import { captchaToken, reserveNumbers, sender } from './support/orders';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock } = referenceApp(NOW);
const at = sender(app, 'AT');

const reserve = reserveNumbers;

const extend = (ids: string[]) => at('PUT', '/orders/numberreservations/extend', { numberingPlanAssignmentIds: ids });

beforeEach(() => clock.set(new Date(NOW)));

/** The sandbox clock runs on from where a test set it: instants match to the second. */
const toTheSecond = (iso: string) => expect.stringMatching(new RegExp(`^${iso.replace(/\./g, '\\.')}`));

describe('POST /orders/numberreservations/mobile', () => {
  it('offers three numbers per SIM card, held 15 minutes on the sandbox clock', async () => {
    const reservations = await reserve(at, [1, 2]);
    expect(reservations.map((r) => r.itemIndex)).toEqual([0, 1, 1]);
    for (const r of reservations) {
      expect(r.generatedNumbers).toHaveLength(3);
      expect(r.expiresAt).toEqual(toTheSecond('2026-11-23T10:15:00'));
    }
    const all = reservations.flatMap((r) => r.generatedNumbers);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(['AT', 'DE', 'CH', 'UK', 'IT', 'CAMP'])('offers numbers of the %s mobile number pattern', async (market) => {
    const [reservation] = await reserve(sender(app, market), [1]);
    const pattern = new RegExp(SEEDS.find((s) => s.market === market)!.mandant.countryConfig.mobilePhoneNumberRegex);
    for (const number of reservation!.generatedNumbers) expect(number).toMatch(pattern);
  });

  it('answers 400 captcha_required without a token, before reading the rest', async () => {
    const response = await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1] });
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).error).toBe('captcha_required');
  });

  it('answers 400 captcha_invalid for a token the captcha never issued', async () => {
    const response = await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1], turnstileToken: 'made-up' });
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).error).toBe('captcha_invalid');
  });

  it('takes a token once: the second use answers 400 captcha_invalid', async () => {
    const turnstileToken = await captchaToken(at);
    expect((await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1], turnstileToken })).status).toBe(201);
    const reused = await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1], turnstileToken });
    expect(reused.status).toBe(400);
    expect(apiError.parse(await reused.json()).error).toBe('captcha_invalid');
  });

  it('refuses a token older than 5 minutes', async () => {
    const turnstileToken = await captchaToken(at);
    clock.set(new Date('2026-11-23T10:05:02Z'));
    const response = await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1], turnstileToken });
    expect(apiError.parse(await response.json()).error).toBe('captcha_invalid');
  });

  it('keeps the token of a malformed request, which answers 400 with the fields', async () => {
    const turnstileToken = await captchaToken(at);
    const response = await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [3, 3], turnstileToken });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'simCardAmounts', code: 'too_long' }]);
    expect((await at('POST', '/orders/numberreservations/mobile', { simCardAmounts: [1], turnstileToken })).status).toBe(201);
  });
});

describe('PUT /orders/numberreservations/extend', () => {
  it('holds live reservations 15 more minutes from now', async () => {
    const [first, second] = await reserve(at, [2]);
    clock.set(new Date('2026-11-23T10:10:00Z'));
    const response = await extend([first!.numberingPlanAssignmentId, second!.numberingPlanAssignmentId]);
    expect(response.status).toBe(200);
    expect(extendedReservations.parse(await response.json()).reservations).toEqual([
      { numberingPlanAssignmentId: first!.numberingPlanAssignmentId, expiresAt: toTheSecond('2026-11-23T10:25:00') },
      { numberingPlanAssignmentId: second!.numberingPlanAssignmentId, expiresAt: toTheSecond('2026-11-23T10:25:00') },
    ]);
  });

  it('answers 404 reservation_expired once the sandbox clock passed the expiry', async () => {
    const [expired] = await reserve(at, [1]);
    clock.set(new Date('2026-11-23T10:14:00Z'));
    const [live] = await reserve(at, [1]);
    clock.set(new Date('2026-11-23T10:15:01Z'));
    const response = await extend([live!.numberingPlanAssignmentId, expired!.numberingPlanAssignmentId]);
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('reservation_expired');
    // The one still live (until 10:29) can be extended alone.
    const alone = await extend([live!.numberingPlanAssignmentId]);
    expect(extendedReservations.parse(await alone.json()).reservations[0]!.expiresAt).toEqual(toTheSecond('2026-11-23T10:30:01'));
  });

  it('answers 404 not_found for an unknown reservation or one of another market', async () => {
    const [uk] = await reserve(sender(app, 'UK'), [1]);
    for (const id of ['no-such-reservation', uk!.numberingPlanAssignmentId]) {
      const response = await extend([id]);
      expect(response.status).toBe(404);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
  });

  it('answers 400 for an empty list', async () => {
    expect((await extend([])).status).toBe(400);
  });
});

describe('DELETE /sandbox/orders/numberreservations/{number}', () => {
  const end = (number: string) => at('DELETE', `/sandbox/orders/numberreservations/${encodeURIComponent(number)}`);

  it('ends the live reservation offering the number, as if its time had run out', async () => {
    const [reservation] = await reserve(at, [1]);
    expect((await end(reservation!.generatedNumbers[1]!)).status).toBe(204);
    const response = await extend([reservation!.numberingPlanAssignmentId]);
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('reservation_expired');
  });

  it('answers 404 for a number no live reservation offers, or one ended already', async () => {
    const [reservation] = await reserve(at, [1]);
    const number = reservation!.generatedNumbers[0]!;
    expect((await end(number)).status).toBe(204);
    expect((await end(number)).status).toBe(404);
    expect((await end('+43 660 0000000')).status).toBe(404);
    expect(
      (await sender(app, 'UK')('DELETE', `/sandbox/orders/numberreservations/${encodeURIComponent(reservation!.generatedNumbers[1]!)}`))
        .status,
    ).toBe(404);
  });
});
