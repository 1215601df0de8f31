/**
 * For tests/unit/request-log.test.ts, in a process of its own (jest's sandbox has a global object of
 * its own, which Node's fetch never looks at): two servers stand for the content API and another
 * origin; after sendRequestIds(content API), fetches inside and outside a request print what each
 * server was sent as X-Request-Id, as one JSON line.
 */
import http from 'node:http';
import { runWithRequestId } from '../../lib/platform/log/request-context.ts';
import { sendRequestIds } from '../../lib/platform/log/outgoing-request-id.ts';

const seen = [];
const listen = (name) =>
  new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      seen.push({ server: name, path: req.url, requestId: req.headers['x-request-id'] ?? null });
      res.end('{}');
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });

const api = await listen('api');
const other = await listen('other');
await sendRequestIds(`${api.url}/`);
const get = async (url, init) => (await fetch(url, init)).text();
await runWithRequestId('req-1', () => get(`${api.url}/tariffs`, { headers: { 'X-Market': 'AT', 'X-Request-Id': 'from-the-caller' } }));
await runWithRequestId('req-2', () => get(`${other.url}/elsewhere`));
await get(`${api.url}/at-start`);
console.info(JSON.stringify(seen));
api.server.close();
other.server.close();
