/** The reservation's captcha token by configuration (ADR 49): the sandbox's answer solved, a widget's token passed on. */
import { reservationToken } from '@/lib/platform/captcha/reservation-token';
import { solveCaptcha } from '@/lib/platform/content-api/captcha';

jest.mock('@/lib/platform/content-api/captcha', () => ({ solveCaptcha: jest.fn(async () => ({ ok: true, data: 'sandbox-token' })) }));

const ctx = { market: 'AT', locale: 'de-AT' } as const;
const WIDGET = { kind: 'widget', scriptSrc: 'https://captcha.example/api.js', siteKey: 'k' } as const;
const rejected = { ok: false, error: { kind: 'rejected', path: 'captcha' } };

beforeEach(() => jest.mocked(solveCaptcha).mockClear());

it("solves the sandbox captcha's answer at the content API for its token", async () => {
  expect(await reservationToken(ctx, { kind: 'sandbox' }, { challengeId: 'c1', answer: '7' })).toEqual({ ok: true, data: 'sandbox-token' });
  expect(solveCaptcha).toHaveBeenCalledWith(ctx, { challengeId: 'c1', answer: '7' });
});

it("passes a provider widget's token on as it is", async () => {
  expect(await reservationToken(ctx, WIDGET, { turnstileToken: 'widget-token' })).toEqual({ ok: true, data: 'widget-token' });
  expect(solveCaptcha).not.toHaveBeenCalled();
});

it('refuses the proof of the captcha that is not configured', async () => {
  expect(await reservationToken(ctx, { kind: 'sandbox' }, { turnstileToken: 'made-up' })).toEqual(rejected);
  expect(await reservationToken(ctx, WIDGET, { challengeId: 'c1', answer: '7' })).toEqual(rejected);
  expect(solveCaptcha).not.toHaveBeenCalled();
});
