import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Messages } from './messages';

export type Namespace = keyof Messages;
/** A namespace, or one message of it ("nav.cart"). */
type MessagePath = { [N in Namespace]: N | `${N}.${Extract<keyof Messages[N], string>}` }[Namespace];

/**
 * What the client islands of the layout translate themselves, and the deal countdown of many pages:
 * the cart link's word and count, the error boundary's page, the days left of a deal. Every other
 * island of the layout gets its few words as props from the server (ADR 33): these messages are
 * serialised into every page's payload. A new island of the layout that translates must add its
 * messages here.
 */
export const LAYOUT_CLIENT_MESSAGES: readonly MessagePath[] = [
  'nav.cart',
  'nav.cartItems',
  'errors.unavailableHeading',
  'errors.unavailableText',
  'errors.generic',
  'errors.retry',
  'deals.endsIn',
];

/**
 * The messages a page sends to the browser: the layout's plus the page's own `namespaces`. Everything
 * else is rendered on the server and stays there (all messages would add ~45 kB to every page's
 * payload, parsed during hydration).
 */
export async function clientMessages(namespaces: readonly Namespace[]): Promise<Partial<Messages>> {
  const all = (await getMessages()) as unknown as Record<string, Record<string, unknown>>;
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of LAYOUT_CLIENT_MESSAGES) {
    const [namespace, key] = path.split('.') as [string, string | undefined];
    if (key === undefined) picked[namespace] = all[namespace] ?? {};
    else picked[namespace] = { ...picked[namespace], [key]: all[namespace]?.[key] };
  }
  for (const namespace of namespaces) picked[namespace] = all[namespace] ?? {};
  return picked as Partial<Messages>;
}
