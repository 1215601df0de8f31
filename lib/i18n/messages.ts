import type { Locale } from '@/lib/markets/markets';
import enGB from '@/messages/en-GB.json';

export type Messages = typeof enGB;
type Tree = { [key: string]: string | Tree };

/** Which file a locale's messages are layered on (ARCHITECTURE §3: de-DE/de-CH override de-AT). */
const BASE: Partial<Record<Locale, Locale>> = { 'de-DE': 'de-AT', 'de-CH': 'de-AT', 'it-CH': 'it-IT' };

const loaders: Record<Locale, () => Promise<{ default: Tree }>> = {
  'en-GB': () => import('@/messages/en-GB.json'),
  'de-AT': () => import('@/messages/de-AT.json'),
  'de-DE': () => import('@/messages/de-DE.json'),
  'de-CH': () => import('@/messages/de-CH.json'),
  'fr-CH': () => import('@/messages/fr-CH.json'),
  'it-CH': () => import('@/messages/it-CH.json'),
  'it-IT': () => import('@/messages/it-IT.json'),
};

export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return out;
}

/** en-GB, then the base locale, then the locale itself: a missing key falls back to English. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const chain: Locale[] = [];
  for (let l: Locale | undefined = locale; l && l !== 'en-GB'; l = BASE[l]) chain.unshift(l);
  let messages = enGB as unknown as Tree;
  for (const l of chain) messages = mergeMessages(messages, (await loaders[l]()).default);
  return messages as unknown as Messages;
}
