import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'use-intl/core';
import { mergeMessages, messageLayers, type MessageTree } from '@/lib/platform/i18n/message-layers';
import type { Locale } from '@/lib/platform/markets/markets';
import type { Messages } from '@/lib/platform/i18n/messages';

const read = (locale: Locale): MessageTree =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8')) as MessageTree;

/**
 * The shop's own messages of a locale, formatted as the pages format them, so specs find controls by
 * their accessible names in every language without copying texts. (Read from disk: Playwright's loader
 * does not take JSON imports.)
 */
export function translator(locale: Locale) {
  const messages = messageLayers(locale).reduce((tree, layer) => mergeMessages(tree, read(layer)), read('en-GB'));
  return createTranslator({ locale, messages: messages as unknown as Messages });
}

/**
 * The accessible name of a control whose visible label is followed by visually hidden context
 * (components/layout/LabelWithContext): "Order now (Mobil M)". Use with `exact: true`.
 */
export function labelWithContext(label: string, context: string): string {
  return `${label} ${context}`;
}

/** A message's text as a RegExp that matches it literally (to build patterns around a placeholder). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
