import 'server-only';
import { cookies } from 'next/headers';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { Cart } from './cart';
import { deletePersonal, readPersonal, writePersonal } from './personal-store';
import { parseSelection, SELECTION_COOKIE, SELECTION_COOKIE_OPTIONS, serializeSelection } from './selection';

/** The visitor's cart: the selection cookie and the sealed personal data (ADR 2, ADR 13). */
export async function readCart(market: MarketCode): Promise<Cart> {
  const selection = parseSelection((await cookies()).get(SELECTION_COOKIE)?.value);
  return { selection, personal: await readPersonal(market) };
}

/** How many items the visitor's cart holds (the header's badge on pages rendered per request). */
export async function cartItemCount(): Promise<number> {
  return parseSelection((await cookies()).get(SELECTION_COOKIE)?.value).items.length;
}

/** Route handlers only: stores a changed cart; the sealed cookie is written only when the personal data changed. */
export async function saveCart(market: MarketCode, before: Cart, after: Cart): Promise<void> {
  (await cookies()).set(SELECTION_COOKIE, serializeSelection(after.selection), SELECTION_COOKIE_OPTIONS);
  if (after.personal !== before.personal) await writePersonal(market, after.personal);
}

/** Route handlers only: SPEC §2 logout clears the stored selected product, and the personal data with it. */
export async function clearCart(): Promise<void> {
  (await cookies()).delete(SELECTION_COOKIE);
  await deletePersonal();
}
