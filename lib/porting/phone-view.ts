import 'server-only';
import { getPortingInfo } from '@/lib/platform/content-api/porting-signature';
import type { Site } from '@/lib/platform/site/site';
import { portingSummary, type PortingSummary } from './summary';

/**
 * The phone's signing page (what the QR code or the SMS link opens): the porting of the link's token,
 * or SPEC §8 "invalid signing link" for a token the content API does not know (404) or no longer
 * takes (410: used or expired). `signed`: the link still works but the porting was signed meanwhile.
 */
export type PhoneSignature =
  { kind: 'invalid' | 'unavailable' } | { kind: 'ready'; id: string; summary: PortingSummary; signed: boolean; expiresAt: string };

/** A token as links carry it; anything else is no link of ours. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

export async function phoneSignature(site: Site, token: string | undefined): Promise<PhoneSignature> {
  if (!token || !LINK_TOKEN.test(token)) return { kind: 'invalid' };
  const info = await getPortingInfo(site.content, token);
  if (!info.ok) return info.error.kind === 'not_found' || info.error.status === 410 ? { kind: 'invalid' } : { kind: 'unavailable' };
  const porting = info.data;
  return {
    kind: 'ready',
    id: porting.phoneAccountId,
    summary: portingSummary(porting, porting.previousProvider),
    signed: porting.isSigned,
    expiresAt: porting.expiresAt,
  };
}
