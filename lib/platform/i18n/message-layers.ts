import type { Locale } from '@/lib/platform/markets/markets';

/**
 * A message is an ICU string, or (in the app, where next-intl precompiles the message files at build
 * time) its compiled form, an array; either is a leaf.
 */
type Message = string | unknown[];
export type MessageTree = { [key: string]: Message | MessageTree };

const isTree = (value: Message | MessageTree | undefined): value is MessageTree => typeof value === 'object' && !Array.isArray(value);

/** Which file a locale's messages are layered on (ARCHITECTURE §3: de-DE/de-CH override de-AT). */
const BASE: Partial<Record<Locale, Locale>> = { 'de-DE': 'de-AT', 'de-CH': 'de-AT', 'it-CH': 'it-IT' };

/** The message files laid over en-GB for a locale, in order: it-CH → [it-IT, it-CH]. */
export function messageLayers(locale: Locale): Locale[] {
  const chain: Locale[] = [];
  for (let l: Locale | undefined = locale; l && l !== 'en-GB'; l = BASE[l]) chain.unshift(l);
  return chain;
}

export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value;
  }
  return out;
}
