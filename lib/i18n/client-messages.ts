import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Messages } from './messages';

export type Namespace = keyof Messages;

/**
 * What the interactive islands of every page translate: header (cart, language), cookie and country
 * banners, the error boundary, and deal countdowns that appear on many pages.
 */
export const LAYOUT_CLIENT_NAMESPACES: readonly Namespace[] = ['nav', 'consent', 'country', 'errors', 'deals'];

/**
 * The messages a page sends to the browser: the layout's namespaces plus the page's own. Everything
 * else is rendered on the server and stays there (all messages would add ~45 kB to every page's
 * payload, parsed during hydration).
 */
export async function clientMessages(namespaces: readonly Namespace[]): Promise<Partial<Messages>> {
  const all = (await getMessages()) as Messages;
  const picked = new Set([...LAYOUT_CLIENT_NAMESPACES, ...namespaces]);
  return Object.fromEntries([...picked].map((ns) => [ns, all[ns]]));
}
