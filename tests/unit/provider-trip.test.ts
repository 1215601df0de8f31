/**
 * One provider round trip (ADR 43): a return is accepted only for the trip that started it, bound by
 * the state sealed in the trip's cookie and put into the provider's return address.
 */
import { z } from 'zod';
import { backWith, tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { nextStepOf, outcomeOf } from '@/lib/platform/provider-trip/payment-answer';
import { newTripState, tripStore } from '@/lib/platform/provider-trip/store';
import { refusalOf, type TripCore } from '@/lib/platform/provider-trip/trip';
import { returnAddress } from '@/lib/platform/provider-trip/urls';
import { browser, CookieJar } from '@/tests/support/next-request';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

const NOW = Date.parse('2026-11-29T10:00:00Z');
const STATE = 'A'.repeat(32);
const trip = (extra: Partial<TripCore> = {}): TripCore => ({
  kind: 'account-payment',
  state: STATE,
  back: '/en/account/payment',
  expiresAt: NOW + 60_000,
  ...extra,
});

describe('refusalOf', () => {
  it('accepts the trip’s own return: its state, in time, for the attempt it started', () => {
    expect(refusalOf(trip(), { state: STATE }, NOW)).toBeUndefined();
    expect(refusalOf(trip({ attempt: 'tx_1' }), { state: STATE, attempt: 'tx_1' }, NOW)).toBeUndefined();
  });

  it('refuses a forged return: no state, another state, or no trip in this browser', () => {
    expect(refusalOf(trip(), { state: undefined }, NOW)).toBe('unknown');
    expect(refusalOf(trip(), { state: 'B'.repeat(32) }, NOW)).toBe('unknown');
    expect(refusalOf(trip(), { state: STATE.slice(1) }, NOW)).toBe('unknown');
    expect(refusalOf(undefined, { state: STATE }, NOW)).toBe('unknown');
  });

  it('refuses a card token from another trip: it comes back with that trip’s state', () => {
    const other = 'C'.repeat(32);
    expect(refusalOf(trip(), { state: other }, NOW)).toBe('unknown');
  });

  it('refuses a return of an expired trip', () => {
    expect(refusalOf(trip(), { state: STATE }, NOW + 60_000)).toBe('expired');
  });

  it('refuses a return naming an attempt the trip did not start', () => {
    expect(refusalOf(trip({ attempt: 'tx_1' }), { state: STATE, attempt: 'tx_2' }, NOW)).toBe('other_attempt');
    expect(refusalOf(trip({ attempt: 'tx_1' }), { state: STATE }, NOW)).toBe('other_attempt');
    expect(refusalOf(trip(), { state: STATE, attempt: 'tx_1' }, NOW)).toBe('other_attempt');
  });
});

describe('tripStore', () => {
  const store = tripStore({
    kind: 'account-payment',
    cookie: '__Host-test-trip',
    data: z.object({ purpose: z.string() }),
    maxAgeSeconds: 30 * 60,
  });

  beforeAll(() => {
    process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  });
  beforeEach(() => {
    browser.jar = new CookieJar();
  });

  it('seals the trip in its httpOnly cookie under a new random state', async () => {
    const first = await store.start('AT', { state: newTripState(), back: '/mein-konto/zahlung', data: { purpose: 'card-change' } });
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(browser.jar.optionsOf('__Host-test-trip')).toMatchObject({ httpOnly: true, secure: true, path: '/', maxAge: 1800 });
    expect(browser.jar.get('__Host-test-trip')!.value).not.toContain(first.state);
    const second = await store.start('AT', { state: newTripState(), back: '/mein-konto/zahlung', data: { purpose: 'card-change' } });
    expect(second.state).not.toBe(first.state);
    expect(await store.take('AT', { state: first.state })).toMatchObject({ ok: false, refusal: 'unknown' });
    expect(await store.take('AT', { state: second.state })).toMatchObject({ ok: true, trip: { data: { purpose: 'card-change' } } });
  });

  it('refuses a replay after the trip was settled', async () => {
    const started = await store.start('AT', { state: newTripState(), back: '/mein-konto/zahlung', data: { purpose: 'card-change' } });
    expect((await store.take('AT', { state: started.state })).ok).toBe(true);
    await store.end();
    expect(await store.take('AT', { state: started.state })).toEqual({ ok: false, refusal: 'unknown' });
  });

  it('refuses the return that brought a trip on to its next page: the state moved on', async () => {
    const started = await store.start('AT', { state: newTripState(), back: '/mein-konto/zahlung', data: { purpose: 'card-change' } });
    const on = await store.advance('AT', started, { state: newTripState(), attempt: 'tx_1' });
    expect(await store.take('AT', { state: started.state })).toMatchObject({ ok: false, refusal: 'unknown' });
    expect(await store.take('AT', { state: on.state, attempt: 'tx_1' })).toMatchObject({ ok: true, trip: { attempt: 'tx_1' } });
    expect(await store.take('AT', { state: on.state, attempt: 'tx_2' })).toMatchObject({ ok: false, refusal: 'other_attempt' });
  });

  it('refuses the return of an expired trip, and one of another market', async () => {
    const started = await store.start('AT', {
      state: newTripState(),
      back: '/mein-konto/zahlung',
      data: { purpose: 'card-change' },
      ttlSeconds: 60,
    });
    expect(await store.take('CH', { state: started.state })).toEqual({ ok: false, refusal: 'unknown' });
    const later = jest.spyOn(Date, 'now').mockReturnValue(started.expiresAt);
    try {
      expect(await store.take('AT', { state: started.state })).toMatchObject({ ok: false, refusal: 'expired' });
    } finally {
      later.mockRestore();
    }
  });
});

describe('the outcome on the page', () => {
  it('puts one query shape on every page, before the fragment, replacing an old one', () => {
    expect(backWith('/mein-konto/zahlung#open-positions', { trip: 'success' })).toBe('/mein-konto/zahlung?trip=success#open-positions');
    expect(backWith('/en/account/payment?trip=failed&reason=DECLINED', { trip: 'pending' })).toBe('/en/account/payment?trip=pending');
    expect(backWith('/kasse/zahlung', { trip: 'failed', reason: 'ABANDONED' })).toBe('/kasse/zahlung?trip=failed&reason=ABANDONED');
    expect(backWith('/kasse/zahlung', { trip: 'refused', reason: 'expired' })).toBe('/kasse/zahlung?trip=refused&reason=expired');
  });

  it('reads it back, ignoring what is not an outcome', () => {
    expect(tripReturnOf({ trip: 'failed', reason: 'AUTHENTICATION_FAILED' })).toEqual({ trip: 'failed', reason: 'AUTHENTICATION_FAILED' });
    expect(tripReturnOf({ trip: 'failed', reason: '<b>' })).toEqual({ trip: 'failed' });
    expect(tripReturnOf({ trip: 'success', reason: 'DECLINED' })).toEqual({ trip: 'success' });
    expect(tripReturnOf({ trip: 'refused', reason: 'other_attempt' })).toEqual({ trip: 'refused', reason: 'other_attempt' });
    expect(tripReturnOf({ trip: 'refused', reason: 'DECLINED' })).toEqual({ trip: 'refused', reason: 'unknown' });
    expect(tripReturnOf({ trip: 'maybe' })).toBeUndefined();
    expect(tripReturnOf({})).toBeUndefined();
  });

  it('gives the provider a return address with the trip’s state', () => {
    const visited = new Request('http://at.localhost:3000/api/account/payment-trip', { headers: { host: 'at.localhost:3000' } });
    expect(returnAddress(visited, '/api/account/payment-trip/card', STATE, { locale: 'de-AT' })).toBe(
      `http://at.localhost:3000/api/account/payment-trip/card?locale=de-AT&state=${STATE}`,
    );
  });
});

describe('outcomeOf and nextStepOf', () => {
  it('maps the provider’s status to the page’s outcome, a failure with its reason', () => {
    expect(outcomeOf('SUCCESS')).toEqual({ trip: 'success' });
    expect(outcomeOf('PENDING')).toEqual({ trip: 'pending' });
    expect(outcomeOf('ERROR', 'DECLINED')).toEqual({ trip: 'failed', reason: 'DECLINED' });
    expect(outcomeOf('ERROR')).toEqual({ trip: 'failed' });
  });

  it('goes to the provider’s page while PENDING with one, with its parameters', () => {
    expect(
      nextStepOf({ transactionId: 'tx_1', status: 'PENDING', redirectUrl: 'https://pay.example/3ds/1', redirectParameters: { md: 'x' } }),
    ).toEqual({ go: 'https://pay.example/3ds/1?md=x' });
    expect(nextStepOf({ transactionId: 'tx_1', status: 'PENDING', intermediateClientRequestUrl: 'https://pay.example/device' })).toEqual({
      go: 'https://pay.example/device',
    });
    expect(nextStepOf({ transactionId: 'tx_1', status: 'PENDING' })).toEqual({ done: { trip: 'pending' } });
    expect(
      nextStepOf({ transactionId: 'tx_1', status: 'ERROR', reason: 'INSUFFICIENT_FUNDS', redirectUrl: 'https://pay.example/x' }),
    ).toEqual({
      done: { trip: 'failed', reason: 'INSUFFICIENT_FUNDS' },
    });
  });
});
