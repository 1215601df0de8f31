'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onClick'> & { href: string };

/**
 * A plain click closes the disclosure the link sits in (the header's menu on a phone): a client
 * navigation keeps the header, so the menu would stay open over the next page. A click that opens
 * another tab or window leaves it as it is.
 */
function closeDisclosure(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.currentTarget.closest('details')?.removeAttribute('open');
}

/**
 * A link whose page is prefetched when the visitor shows intent (pointer over it, touch, keyboard
 * focus) rather than as soon as it is on screen. Used for the header's links, which are on every
 * page (prefetching them all after each load cost phones ~150 ms of blocked main thread per page
 * view), and for the home page and tariff cards, whose on-screen links had the overview and a
 * tariff page prefetched on every visit while the page was still starting.
 */
export function IntentLink({ href, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={closeDisclosure}
    />
  );
}
