/**
 * server.mjs and the 404 page (issue 17 §3): the proxy's mark `x-door-status` becomes the status, and a
 * page's own notFound() (Next's empty `__next_error__` document) gets the 404 page's body instead.
 */
import { PassThrough } from 'node:stream';
import http from 'node:http';
// @ts-expect-error server.mjs is plain JavaScript without types
import { withDoorStatus, withNotFoundPage } from '../../server.mjs';

function response(wrap: (res: http.ServerResponse) => http.ServerResponse) {
  const res = new http.ServerResponse(new http.IncomingMessage(new PassThrough() as never));
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  res.assignSocket(sink as never);
  const finished = new Promise((resolve) => res.on('finish', resolve));
  return { res: wrap(res), body: () => Buffer.concat(chunks).toString('utf8'), finished };
}

const PAGE = { type: 'text/html; charset=utf-8', body: Buffer.from('<html lang="de-AT"><h1>Seite nicht gefunden</h1></html>') };
const request = { url: '/tarife/gibt-es-nicht', headers: { host: 'at.localhost' } };

describe('the door status', () => {
  it("answers with the proxy's status and drops the mark", () => {
    const { res, body } = response(withDoorStatus);
    res.statusCode = 200;
    res.setHeader('x-door-status', '404');
    res.end('<html lang="de-AT"></html>');
    expect(res.statusCode).toBe(404);
    expect(body()).toMatch(/^HTTP\/1\.1 404 /);
    expect(body()).not.toMatch(/x-door-status/i);
  });

  it('leaves unmarked answers alone', () => {
    const { res } = response(withDoorStatus);
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<p>ok</p>');
    expect(res.statusCode).toBe(200);
  });
});

describe("a page's own notFound()", () => {
  it("gets the 404 page's body, asked for the request's host and path, with status 404", async () => {
    const asked: unknown[] = [];
    const { res, body, finished } = response((r) =>
      withNotFoundPage(request, r, async (req: unknown) => {
        asked.push(req);
        return PAGE;
      }),
    );
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Encoding', 'gzip');
    res.write('<!DOCTYPE html><html id="__next_error__">');
    res.end('</html>');
    await finished;
    expect(asked).toEqual([request]);
    expect(body()).toMatch(/^HTTP\/1\.1 404 /);
    expect(body()).toContain('<h1>Seite nicht gefunden</h1>');
    expect(body()).not.toMatch(/content-encoding/i);
  });

  it('keeps the original answer when the 404 page cannot be had', async () => {
    const { res, body, finished } = response((r) => withNotFoundPage(request, r, async () => undefined));
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<html id="__next_error__"></html>');
    await finished;
    expect(body()).toMatch(/^HTTP\/1\.1 404 [^]*__next_error__/);
  });

  it('leaves the marked 404 page, JSON 404s and other answers alone', () => {
    const page = jest.fn();
    for (const [status, type, marked] of [
      [404, 'text/html', true],
      [404, 'application/json', false],
      [200, 'text/html', false],
    ] as const) {
      const { res, body } = response((r) => withNotFoundPage(request, r, page));
      if (marked) res.setHeader('x-door-status', '404');
      res.writeHead(status, { 'Content-Type': type });
      res.end('{}');
      expect(body()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} [^]*\\{\\}$`));
    }
    expect(page).not.toHaveBeenCalled();
  });
});

it('lets the marked 404 page through when both wrap the same answer, as in the server', () => {
  const page = jest.fn();
  const { res, body } = response((r) => withNotFoundPage(request, withDoorStatus(r), page));
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html');
  res.setHeader('x-door-status', '404');
  res.write('<html lang="de-AT">');
  res.end('</html>');
  expect(body()).toMatch(/^HTTP\/1\.1 404 [^]*<html lang="de-AT"><\/html>$/);
  expect(page).not.toHaveBeenCalled();
});
