import 'server-only';
import { randomUUID } from 'node:crypto';
import { sealedCookie } from '@/lib/platform/bff/sealed-cookie';
import type { MarketCode } from '@/lib/platform/markets/markets';
import {
  CHECKOUT_COOKIE,
  CHECKOUT_MAX_AGE_SECONDS,
  CHECKOUT_TRACE_COOKIE,
  CHECKOUT_TRACE_MAX_AGE_SECONDS,
  checkoutProgress,
  checkoutTrace,
  NO_PROGRESS,
  NO_TRACE,
  progressState,
  type CheckoutProgress,
} from './progress';

const progressCookie = sealedCookie(CHECKOUT_COOKIE, checkoutProgress, CHECKOUT_MAX_AGE_SECONDS, NO_PROGRESS);
const traceCookie = sealedCookie(CHECKOUT_TRACE_COOKIE, checkoutTrace, CHECKOUT_TRACE_MAX_AGE_SECONDS, NO_TRACE);

export const sealProgress = progressCookie.seal;

/** A new progress for a cart: a new order attempt. */
const fresh = (cart: string): CheckoutProgress => ({ cart, attempt: randomUUID() });

/**
 * This request's progress for the cart with this fingerprint; a fresh one (new order attempt) when
 * there is none, it expired, or it was started for another cart (ADR 13: a changed cart starts afresh).
 */
export async function readProgress(market: MarketCode, cart: string): Promise<CheckoutProgress> {
  const progress = await progressCookie.read(market);
  return progress.cart === cart ? progress : fresh(cart);
}

/** As readProgress, and whether a progress this browser had for this cart is gone (ADR 51). */
export async function readProgressState(market: MarketCode, cart: string): Promise<{ progress: CheckoutProgress; lost: boolean }> {
  const stored = await progressCookie.read(market);
  const state = progressState(stored, await traceCookie.read(market), cart);
  return { progress: state === 'kept' ? stored : fresh(cart), lost: state === 'lost' };
}

/** Route handlers only: stores the progress for 24 hours from now, and its trace (ADR 51) for 30 days. */
export async function writeProgress(market: MarketCode, progress: CheckoutProgress): Promise<void> {
  await progressCookie.write(market, progress);
  await traceCookie.write(market, { cart: progress.cart });
}

/** Route handlers only: ends the checkout (order placed and paid, logout, cart emptied), trace and all. */
export async function deleteProgress(): Promise<void> {
  await progressCookie.remove();
  await traceCookie.remove();
}
