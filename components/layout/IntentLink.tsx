'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link whose page is prefetched when the visitor shows intent (pointer over it, touch, keyboard
 * focus) rather than as soon as it is on screen. For the header's links, which are on every page:
 * prefetching them all after each load cost phones ~150 ms of blocked main thread per page view.
 */
export function IntentLink({ href, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <Link {...props} href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} />;
}
