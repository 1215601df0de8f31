/**
 * The inline-script half of a held page's Content-Security-Policy (ADR 26, ADR 34): proxy.ts writes the
 * page's policy, and for a page the door holds (shareable pages, 404s, 500s) the door adds the SHA-256
 * hashes of the inline scripts of the very HTML it sends. Nothing else of the policy is decided here.
 */
import { scriptHashSource } from '../lib/platform/security/script-hash.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
/** What a page is sent with should proxy.ts not have written a policy (it writes one for every page). */
const FALLBACK = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** The hash sources of the inline scripts a browser would run (src scripts and JSON data blocks are not run inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || DATA_TYPE.test(attributes ?? '')) continue;
    hashes.add(scriptHashSource(text ?? ''));
  }
  return [...hashes];
}

/** The policy with `hashes` added to its script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return (policy || FALLBACK).replace(/(^|;\s*)(script-src [^;]*)/, (_, start: string, sources: string) =>
    [start + sources, ...hashes].join(' '),
  );
}
