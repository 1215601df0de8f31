import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtStylesheets, inlineStylesheets } from '@/door/inline-stylesheets';

const A = '/_next/static/chunks/a.css';
const B = '/_next/static/chunks/b.css';
const SHEETS: Record<string, string> = { [A]: 'body{margin:0}', [B]: '.card{color:red}' };
const stylesheets = async (href: string) => SHEETS[href];
const link = (href: string, extra = '') => `<link rel="stylesheet" href="${href}" data-precedence="next"${extra}/>`;
const page = (head: string, body = '<p>x</p><link rel="stylesheet" href="/b.css" data-precedence="next"/>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;

describe('the door: a held page paints with its stylesheets inline', () => {
  it('puts each stylesheet before its link, which stays, disabled, for React to find', async () => {
    expect(await inlineStylesheets(page(link(A) + link(B)), stylesheets)).toBe(
      page(
        `<style data-href="${A}" data-precedence="next">body{margin:0}</style>${link(A, ' disabled=""')}` +
          `<style data-href="${B}" data-precedence="next">.card{color:red}</style>${link(B, ' disabled=""')}`,
      ),
    );
  });

  it('leaves links it has no rules for, links without a precedence, and the body as they are', async () => {
    const other = '<link rel="stylesheet" href="/_next/static/chunks/unknown.css" data-precedence="next"/>';
    const plain = `<link rel="stylesheet" href="${A}"/><link rel="preload" href="${B}" as="style"/>`;
    const html = page(other + plain);
    expect(await inlineStylesheets(html, stylesheets)).toBe(html);
  });

  it('reads a build’s stylesheets once, and none outside it or with rules that must stay in a file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'door-css-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a.css'), 'body{margin:0;background:url("data:image/svg+xml,%3Csvg%3E")}');
    writeFileSync(path.join(dir, 'chunks', 'relative.css'), '.x{background:url(../media/x.png)}');
    writeFileSync(path.join(dir, 'chunks', 'closing.css'), '.x::after{content:"</style>"}');
    const read = builtStylesheets(dir);
    expect(await read(A)).toBe('body{margin:0;background:url("data:image/svg+xml,%3Csvg%3E")}');
    writeFileSync(path.join(dir, 'chunks', 'a.css'), 'changed');
    expect(await read(A)).toBe('body{margin:0;background:url("data:image/svg+xml,%3Csvg%3E")}');
    expect(await read('/_next/static/chunks/relative.css')).toBeUndefined();
    expect(await read('/_next/static/chunks/closing.css')).toBeUndefined();
    expect(await read('/_next/static/chunks/missing.css')).toBeUndefined();
    expect(await read('/_next/static/../../etc/passwd.css')).toBeUndefined();
    expect(await read('/other/a.css')).toBeUndefined();
  });
});
