import type { z } from 'zod';

/**
 * A route handler's answer for a stubbed fetch, built through the route's contract (lib/contracts):
 * a body the contract does not accept fails the test (and its type fails tsc), so a contract change
 * cannot pass unnoticed.
 */
export function answerOf<A extends z.ZodType>(contract: { answer: A }, body: z.input<A>): z.output<A> {
  return contract.answer.parse(body);
}

/** jsdom has no fetch: a stand-in answering every call like the route handler of `contract`. */
export function answerEveryCall<A extends z.ZodType>(contract: { answer: A }, status: number, body: z.input<A>) {
  const json = answerOf(contract, body);
  global.fetch = jest.fn(async () => ({ status, ok: status < 400, json: async () => json })) as unknown as typeof fetch;
}
