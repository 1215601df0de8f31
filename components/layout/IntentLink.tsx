'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

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
  return <Link {...props} href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} />;
}
