import 'server-only';
import { randomUUID } from 'node:crypto';
import { sealedCookie } from '@/lib/bff/sealed-cookie';
import type { MarketCode } from '@/lib/markets/markets';
import { CHECKOUT_COOKIE, CHECKOUT_MAX_AGE_SECONDS, checkoutProgress, NO_PROGRESS, type CheckoutProgress } from './progress';

const progressCookie = sealedCookie(CHECKOUT_COOKIE, checkoutProgress, CHECKOUT_MAX_AGE_SECONDS, NO_PROGRESS);

export const sealProgress = progressCookie.seal;

/**
 * This request's progress for the cart with this fingerprint; a fresh one (new order attempt) when
 * there is none, it expired, or it was started for another cart (ADR 13: a changed cart starts afresh).
 */
export async function readProgress(market: MarketCode, cart: string): Promise<CheckoutProgress> {
  const progress = await progressCookie.read(market);
  return progress.cart === cart ? progress : { cart, attempt: randomUUID() };
}

/** Route handlers only: stores the progress for 24 hours from now. */
export const writeProgress = (market: MarketCode, progress: CheckoutProgress): Promise<void> => progressCookie.write(market, progress);

/** Route handlers only: ends the checkout (order placed and paid, logout, cart emptied). */
export const deleteProgress = progressCookie.remove;
