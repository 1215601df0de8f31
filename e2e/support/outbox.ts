import type { MarketCode } from '@/lib/platform/markets/markets';
import { expect } from './fixtures';
import { E2E_API_URL } from './urls';

type OutboxMessage = { id: string; channel: 'SMS' | 'EMAIL'; to: string; subject?: string; text: string };

/** The sandbox outbox's messages to one phone number or e-mail address, newest first (README "Every way to log in"). */
export async function messagesTo(market: MarketCode, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${E2E_API_URL}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': market } });
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits for the next message to `to` after the ones already there (`seen`: their ids), as a phone or
 * a mailbox would receive it. Take `seen` before the action that sends it.
 */
export async function nextMessageTo(market: MarketCode, to: string, seen: string[]): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(market, to)).find((m) => !seen.includes(m.id));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export const seenIds = async (market: MarketCode, to: string) => (await messagesTo(market, to)).map((m) => m.id);

/** The 6-digit code of a TAN SMS. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** The link of a message (its storefront page, with the token). */
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!.replace(/[.,]$/, '');
