/**
 * door/server.ts believes X-Forwarded-For only from TRUSTED_PROXIES (issue 17 §3): a client that sends the
 * header itself cannot pick the address its rate limits count. The same for X-Forwarded-Host, the
 * market host (issue 26).
 */
import { PassThrough } from 'node:stream';
import http from 'node:http';
import { clientAddress, withClientAddress, withMarketHost } from '@/door/server';
import { trustedProxyList } from '@/lib/platform/config/server-env';

const none = trustedProxyList('');
const proxies = trustedProxyList('10.0.0.0/8, 127.0.0.1, fd00::/8');

it.each([
  ['a direct client: its own header is ignored', '203.0.113.7', '198.51.100.1', none, '203.0.113.7'],
  ['no proxy trusted: the header of a proxy is ignored too', '10.0.0.2', '198.51.100.1', none, '10.0.0.2'],
  ['behind a trusted proxy: the address it appended', '10.0.0.2', '198.51.100.1', proxies, '198.51.100.1'],
  ['a forged first hop is not believed', '10.0.0.2', '1.2.3.4, 198.51.100.1', proxies, '198.51.100.1'],
  ['through two trusted proxies', '127.0.0.1', '198.51.100.1, 10.1.2.3', proxies, '198.51.100.1'],
  ['IPv4-mapped IPv6 peers count as IPv4', '::ffff:10.0.0.2', '198.51.100.1', proxies, '198.51.100.1'],
  ['an IPv6 proxy range', 'fd12::1', '2001:db8::5', proxies, '2001:db8::5'],
  ['a trusted proxy without the header is the client', '10.0.0.2', undefined, proxies, '10.0.0.2'],
  ['only proxies in the chain: the leftmost', '10.0.0.2', '10.0.0.9', proxies, '10.0.0.9'],
  ['no peer address at all', undefined, undefined, none, 'local'],
])('%s', (_name, peer, forwarded, trusted, expected) => {
  expect(clientAddress(peer, forwarded, trusted)).toBe(expected);
});

it('rewrites the request: one believed address, no X-Real-IP', () => {
  const req = new http.IncomingMessage(new PassThrough() as never);
  Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.7' });
  req.headers = { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8', host: 'at.localhost' };
  withClientAddress(req, proxies);
  expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.7', host: 'at.localhost' });
});

describe('the market host', () => {
  const incoming = (peer: string, headers: Record<string, string | string[]>) => {
    const req = new http.IncomingMessage(new PassThrough() as never);
    Object.defineProperty(req.socket, 'remoteAddress', { value: peer });
    req.headers = headers as http.IncomingHttpHeaders;
    return withMarketHost(req, proxies).headers;
  };

  it.each([
    [
      'a direct client: Host, its X-Forwarded-Host dropped',
      '203.0.113.7',
      { host: 'at.localhost', 'x-forwarded-host': 'de.localhost' },
      { host: 'at.localhost' },
    ],
    [
      'a trusted proxy: the host it forwarded',
      '10.0.0.2',
      { host: 'storefront:3000', 'x-forwarded-host': 'de.localhost' },
      { host: 'de.localhost' },
    ],
    [
      'a chain of proxies: the first host, the one the visitor asked for',
      '::ffff:127.0.0.1',
      { host: 'lb', 'x-forwarded-host': 'uk.localhost, lb' },
      { host: 'uk.localhost' },
    ],
    ['a trusted proxy that forwards none: Host', '10.0.0.2', { host: 'ch.localhost' }, { host: 'ch.localhost' }],
  ])('%s', (_name, peer, headers, expected) => {
    expect(incoming(peer, headers)).toEqual(expected);
  });
});
