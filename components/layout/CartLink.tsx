'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { parseSelection, SELECTION_COOKIE } from '@/lib/cart/selection';

function readCount(): number {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${SELECTION_COOKIE}=`));
  return parseSelection(entry?.slice(SELECTION_COOKIE.length + 1)).items.length;
}

/** Cart link with the number of selected items, read from the selection cookie after hydration. */
export function CartLink({ href }: { href: string }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(readCount());
  }, [pathname]);
  return (
    <Link href={href} className="cart-link" aria-label={t('cartWithCount', { count })}>
      <span aria-hidden="true">{t('cart')}</span>
      <span aria-hidden="true" className="cart-link__badge" data-count={count}>
        {count}
      </span>
    </Link>
  );
}
