/**
 * The sandbox e-bill network's answers for PUT /payment/method/ebill (README "Sandbox payment"):
 * every address is taken, except these two. SPEC §8 says the ebill call may reject without a status;
 * the first address makes the reference API drop the connection without an answer, so the storefront's
 * handling of that can be tried.
 */
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

export const EBILL_NO_ANSWER = 'no-answer@ebill.example';
export const EBILL_REFUSED = 'refused@ebill.example';

export type EbillAnswer = 'ACCEPTED' | 'REFUSED' | 'NO_ANSWER';

export function ebillAnswer(email: string): EbillAnswer {
  const address = email.trim().toLowerCase();
  if (address === EBILL_NO_ANSWER) return 'NO_ANSWER';
  return address === EBILL_REFUSED ? 'REFUSED' : 'ACCEPTED';
}

/**
 * Closes the request's connection without an HTTP answer: the client sees a network failure, no
 * status. An in-process request (tests' app.request) has no connection to close; it gets 504.
 */
export function dropConnection(c: Context): Response {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  socket?.destroy();
  return c.json({ error: 'no_answer', message: 'The e-bill network did not answer.' }, 504);
}
