/** A stubbed answer of the door (/api/upstream) or a route handler. */
export type Reply = { status: number; body?: unknown };

/**
 * A fetch stand-in for the customer area's islands, answering by "METHOD url" from queues (an
 * unexpected call fails the test); every call is recorded with its body (JSON parsed, a file as sent).
 */
export function stubFetch(replies: Record<string, Reply[]>) {
  const calls: { call: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url}`;
    // JSON as its value; a file (a Blob body) as it was sent.
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    calls.push({ call, body });
    const reply = replies[call]?.shift();
    if (!reply) throw new Error(`unexpected ${call}`);
    return { status: reply.status, ok: reply.status < 400, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return calls;
}
