/**
 * The custom voicemail greeting of a line ('voicemailgreeting:<productKey>', apart from the settings
 * so that reading the settings does not load the audio): the uploaded bytes and their type.
 */
import type { GreetingType } from '@storefront/rules/voicemail-greeting';
import type { Store } from '../store';
import { lineAspect, type MobileLine } from './lines';

type StoredGreeting = { contentType: GreetingType; base64: string };

export const greetingOf = (store: Pick<Store, 'customerState'>, line: MobileLine) =>
  lineAspect<StoredGreeting | null>(store, line, 'voicemailgreeting');

export function hasGreeting(store: Pick<Store, 'customerState'>, line: MobileLine): boolean {
  return Boolean(greetingOf(store, line).get());
}
