import { cookies } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { SCRIPTED_COOKIE } from '@/lib/platform/site/head-script';

/**
 * Content that waits for the content API, streamed after `fallback` to a browser that runs scripts
 * (ADR 34). A browser without them cannot put a streamed part in place, so it gets the page whole,
 * as before streaming: its first byte waits, and every form on it works.
 */
export async function StreamWhenScripted({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const scripted = (await cookies()).has(SCRIPTED_COOKIE);
  return scripted ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
