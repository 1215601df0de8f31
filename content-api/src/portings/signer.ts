/**
 * Who may sign a porting and ask for its SMS code: its customer or order (access.ts), or the phone
 * holding a live signing link of that porting (links.ts). A link token of another porting answers
 * like an unknown one (404); an expired or used one 410.
 */
import type { Context } from 'hono';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import type { MobilePortingRecord } from '../store/porting-cases';
import { ownMobilePorting, portingNotFound, type PortingStore } from './access';

type Signer = { ok: true; porting: MobilePortingRecord; signingToken?: string; linkExpiresAt?: string } | { ok: false; response: Response };

/** SPEC §8 "invalid signing link": the link is known but expired or used already. */
export const linkGone = (c: Context) => apiError(c, 410, 'link_invalid', 'The signing link has expired or was used already.');

/** The live signing link `token`'s mobile porting (any porting: `id` undefined), or the answer why not. */
export function linkedPorting(c: Context<Env>, store: PortingStore, clock: Clock, token: string, id?: string): Signer {
  const market = c.get('market');
  const link = store.portingCases.link(market, token, clock.now());
  if (!link || (id !== undefined && link.phoneAccountId !== id)) return { ok: false, response: portingNotFound(c) };
  if (link.state !== 'live') return { ok: false, response: linkGone(c) };
  const porting = store.portingCases.get(market, link.phoneAccountId);
  if (!porting || porting.kind !== 'MOBILE') return { ok: false, response: portingNotFound(c) };
  return { ok: true, porting, signingToken: token, linkExpiresAt: link.expiresAt };
}

/** The porting `id` for a signer: by the signing link when one is given, else by bearer or order token. */
export function signerPorting(c: Context<Env>, store: PortingStore, clock: Clock, id: string, signingToken: string | undefined): Signer {
  return signingToken === undefined ? ownMobilePorting(c, store, clock, id) : linkedPorting(c, store, clock, signingToken, id);
}
