'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { countSelectedItems, SELECTION_COOKIE } from '@/lib/cart/selection-cookie';

/**
 * Cookie changes, where the browser reports them (Cookie Store API): a navigation that keeps the path
 * can still change the cart, e.g. the cart page's pruning step (GET /api/cart/prune) on the way back
 * to the cart. Elsewhere every path change re-reads the cookie.
 */
function subscribe(onChange: () => void): () => void {
  if (!('cookieStore' in window)) return () => undefined;
  window.cookieStore.addEventListener('change', onChange);
  return () => window.cookieStore.removeEventListener('change', onChange);
}

function readCount(): number {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${SELECTION_COOKIE}=`));
  return countSelectedItems(entry?.slice(SELECTION_COOKIE.length + 1));
}

/**
 * Cart link with the number of selected items, read from the selection cookie in the browser. `count`
 * is the number served in the HTML, known only on pages rendered for one visitor (cart, checkout);
 * shared pages serve none (ADR 25), so without JavaScript their link is a plain "Cart" and the badge's
 * place stays empty (header.css) until the browser has read the cookie. Cart changes navigate: every
 * change of path re-reads the cookie, and so does a reported cookie change.
 */
export function CartLink({ href, count: served }: { href: string; count?: number }) {
  const t = useTranslations('nav');
  usePathname();
  const count = useSyncExternalStore(subscribe, readCount, () => served);
  return (
    // The accessible name starts with the visible word (WCAG 2.5.3); the badge's bare number is
    // replaced for screen readers by "(2 items)".
    <Link href={href} className="cart-link" prefetch={false}>
      {t('cart')}
      <span aria-hidden="true" className="cart-link__badge" data-count={count}>
        {count}
      </span>
      {count !== undefined && (
        <>
          {' '}
          <span className="visually-hidden">{t('cartItems', { count })}</span>
        </>
      )}
    </Link>
  );
}
