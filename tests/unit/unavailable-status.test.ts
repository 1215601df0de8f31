/**
 * server.mjs turns Next's 500 for a content outage (digest CONTENT_UNAVAILABLE in the page) into a 503
 * with Retry-After, and leaves every other answer as it is.
 */
import { PassThrough } from 'node:stream';
import http from 'node:http';
import zlib from 'node:zlib';
// @ts-expect-error server.mjs is plain JavaScript without types
import { withUnavailableStatus } from '../../server.mjs';

function response() {
  const res = new http.ServerResponse(new http.IncomingMessage(new PassThrough() as never));
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  res.assignSocket(sink as never);
  return { res: withUnavailableStatus(res) as http.ServerResponse, body: () => Buffer.concat(chunks).toString('latin1') };
}

it('answers a 500 that carries the outage digest with 503 and Retry-After', () => {
  const { res, body } = response();
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/html');
  res.write('<html><script>self.__next_f.push([1,"{\\"digest\\":\\"CONTENT_');
  res.end('UNAVAILABLE\\"}"])</script></html>');
  expect(res.statusCode).toBe(503);
  expect(res.getHeader('Retry-After')).toBe('60');
  expect(res.getHeader('Cache-Control')).toBe('no-store');
  expect(body()).toMatch(/^HTTP\/1\.1 503 /);
});

it('finds the digest in a compressed body too', () => {
  const { res } = response();
  res.statusCode = 500;
  res.setHeader('Content-Encoding', 'gzip');
  res.end(zlib.gzipSync('<p>CONTENT_UNAVAILABLE</p>'));
  expect(res.statusCode).toBe(503);
});

it('leaves other errors and successful answers as they are', () => {
  const failing = response();
  failing.res.writeHead(500, { 'Content-Type': 'text/html' });
  failing.res.end('<p>a bug</p>');
  expect(failing.res.statusCode).toBe(500);
  expect(failing.body()).toMatch(/^HTTP\/1\.1 500 [^]*<p>a bug<\/p>$/);

  const fine = response();
  fine.res.writeHead(200, { 'Content-Type': 'text/html' });
  fine.res.end('<p>CONTENT_UNAVAILABLE is only a word here</p>');
  expect(fine.res.statusCode).toBe(200);
});
