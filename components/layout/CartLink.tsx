'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { countSelectedItems, SELECTION_COOKIE } from '@/lib/cart/selection-cookie';

const noSubscription = () => () => undefined;

function readCount(): number {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${SELECTION_COOKIE}=`));
  return countSelectedItems(entry?.slice(SELECTION_COOKIE.length + 1));
}

/**
 * Cart link with the number of selected items, read from the selection cookie in the browser (0 in
 * the cached HTML). Cart changes navigate, and every navigation re-reads the cookie.
 */
export function CartLink({ href }: { href: string }) {
  const t = useTranslations('nav');
  usePathname();
  const count = useSyncExternalStore(noSubscription, readCount, () => 0);
  return (
    // The accessible name starts with the visible word (WCAG 2.5.3); the badge's bare number is
    // replaced for screen readers by "(2 items)".
    <Link href={href} className="cart-link" prefetch={false}>
      {t('cart')}
      <span aria-hidden="true" className="cart-link__badge" data-count={count}>
        {count}
      </span>{' '}
      <span className="visually-hidden">{t('cartItems', { count })}</span>
    </Link>
  );
}
