import type { z } from 'zod';

/**
 * A route handler's answer for a stubbed fetch, built through the route's contract (lib/platform/contracts):
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

/** A fetch stand-in answering the calls in turn, each like its route handler (contract, status, body). */
export function answerInTurn(...answers: { contract: { answer: z.ZodType }; status: number; body: unknown }[]) {
  const queue = answers.map(({ contract, status, body }) => ({ status, json: contract.answer.parse(body) }));
  global.fetch = jest.fn(async () => {
    const next = queue.shift();
    if (!next) throw new Error('no answer left for this call');
    return { status: next.status, ok: next.status < 400, json: async () => next.json };
  }) as unknown as typeof fetch;
}

/** The path and JSON body of the nth call of the fetch stand-in. */
export function sentBody(n: number): { url: string; body: unknown } {
  const [url, init] = (global.fetch as jest.Mock).mock.calls[n] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) };
}
