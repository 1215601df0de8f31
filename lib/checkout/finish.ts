import 'server-only';
import { cookies } from 'next/headers';
import { deletePersonal } from '@/lib/cart/personal-store';
import { SELECTION_COOKIE } from '@/lib/cart/selection';
import { deleteProgress } from './progress-store';

/**
 * Route handlers only: the order is placed and nothing is left to do in the checkout (paid, or paid
 * later by invoice or direct debit): the cart, its sealed personal data and the progress go (ADR 13).
 * The order's own cookie stays for the thank-you page and the open-order notice.
 */
export async function finishCheckout(): Promise<void> {
  (await cookies()).delete(SELECTION_COOKIE);
  await deletePersonal();
  await deleteProgress();
}
