import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type AnsweringApi = { url: string; close: () => Promise<void> };

/**
 * A stand-in content API that answers each path with a fixed JSON body (404 for any other path): for
 * answers a provider may give and the reference API never does (a body with only what the SPEC names,
 * a value the shop does not know).
 */
export async function startAnsweringApi(answers: Record<string, unknown>): Promise<AnsweringApi> {
  const server = http.createServer((req, res) => {
    const body = answers[new URL(req.url ?? '/', 'http://api.invalid').pathname];
    res.setHeader('Content-Type', 'application/json');
    res.statusCode = body === undefined ? 404 : 200;
    res.end(JSON.stringify(body ?? { error: 'not_found', message: 'No answer for this path.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
