/**
 * A held page's stylesheets inline (ADR 60). A first visit's largest paint is text of the server's
 * HTML, but the page could paint only once its stylesheet links had arrived, and by then the
 * framework's async scripts had arrived too and ran first: Lighthouse counts every script that runs
 * before the largest paint as work that paint waited for. With the rules in the HTML the page paints
 * as soon as it is parsed, before any script is there.
 *
 * Each link becomes a `<style>` with the file's rules, followed by the link itself, `disabled`: React
 * finds a page's stylesheets by their links (it would otherwise add them again, and hold the
 * hydration until they loaded), and a disabled stylesheet is neither fetched nor applied.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A stylesheet link as React writes it into the head: rel, href, data-precedence. */
const LINK = /<link\b[^>]*>/gi;
const HREF = /\shref="([^"]*)"/i;
const PRECEDENCE = /\sdata-precedence="([^"]*)"/i;
/** Next's built stylesheets (hashed names, so one name is one content forever). */
const BUILT = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+\.css)$/;
/** Rules that must stay in a file: one that would close the style element, or a URL relative to the file. */
const NOT_INLINE = /<\/style|url\((?!\s*['"]?(?:data:|\/|https?:|#))/i;

/** The text of a built stylesheet by its href, or undefined when it is not one (or must not be inlined). */
export type Stylesheets = (href: string) => Promise<string | undefined>;

/** The stylesheets of a build, read from `staticDir` (.next/static) once each. */
export function builtStylesheets(staticDir: string): Stylesheets {
  const read = new Map<string, Promise<string | undefined>>();
  return (href) => {
    const file = BUILT.exec(href)?.[1];
    if (!file) return Promise.resolve(undefined);
    let text = read.get(file);
    if (!text) {
      text = readFile(path.join(staticDir, file), 'utf8').then(
        (css) => (NOT_INLINE.test(css) ? undefined : css),
        () => undefined,
      );
      read.set(file, text);
    }
    return text;
  };
}

/** The HTML with each stylesheet link of its head preceded by the sheet's rules and disabled. */
export async function inlineStylesheets(html: string, stylesheets: Stylesheets): Promise<string> {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(LINK)]
    .map(([tag]) => ({ tag, href: HREF.exec(tag)?.[1], precedence: PRECEDENCE.exec(tag)?.[1] }))
    .filter(
      ({ tag, href, precedence }) => /\srel="stylesheet"/i.test(tag) && href && precedence !== undefined && !/\sdisabled\b/i.test(tag),
    );
  const inlined = await Promise.all(links.map(async (link) => ({ ...link, css: await stylesheets(link.href ?? '') })));
  let out = head;
  for (const { tag, href, precedence, css } of inlined) {
    if (css === undefined) continue;
    const disabled = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    out = out.replace(tag, () => `<style data-href="${href}" data-precedence="${precedence}">${css}</style>${disabled}`);
  }
  return out + html.slice(headEnd);
}
