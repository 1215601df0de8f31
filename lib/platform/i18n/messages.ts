import type { Locale } from '@/lib/platform/markets/markets';
import enGB from '@/messages/en-GB.json';
import { mergeMessages, messageLayers, type MessageTree } from './message-layers';

export type Messages = typeof enGB;

const loaders: Record<Locale, () => Promise<{ default: MessageTree }>> = {
  'en-GB': () => import('@/messages/en-GB.json'),
  'de-AT': () => import('@/messages/de-AT.json'),
  'de-DE': () => import('@/messages/de-DE.json'),
  'de-CH': () => import('@/messages/de-CH.json'),
  'fr-CH': () => import('@/messages/fr-CH.json'),
  'it-CH': () => import('@/messages/it-CH.json'),
  'it-IT': () => import('@/messages/it-IT.json'),
};

/** en-GB, then the base locale, then the locale itself: a missing key falls back to English. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  let messages = enGB as unknown as MessageTree;
  for (const l of messageLayers(locale)) messages = mergeMessages(messages, (await loaders[l]()).default);
  return messages as unknown as Messages;
}
