/**
 * The Content-Security-Policy source that allows one inline script by its text: `'sha256-…'`. proxy.ts
 * names the layout's own head script by it (content-security-policy.ts) and the door every inline
 * script of a page it holds (door/script-hashes.ts). Node runs this file as it is (the door imports it;
 * package.json here makes it an ES module), so it imports nothing but Node's own modules.
 */
import { createHash } from 'node:crypto';

export const scriptHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
