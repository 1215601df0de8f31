import 'server-only';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { getLatestOrder } from '@/lib/platform/content-api/orders';
import { getPortingInfo, getPortingQrCode, isPortingSigned } from '@/lib/platform/content-api/porting-signature';
import { getMobilePortings, getPortingProviders } from '@/lib/platform/content-api/portings';
import type { ApiFailure, Result } from '@/lib/platform/content-api/result';
import { apiError, type PortingSigningLink } from '@/lib/platform/content-api/schemas';
import type { SigningLink } from '@/lib/platform/contracts/porting-signature';
import { followsPhone, signatureStateOf, type InitialSignatureState } from '@/lib/domain/porting-signature';
import type { Site } from '@/lib/platform/site/site';
import { portingCallerOf, type PortingCaller } from './caller';
import { portingSummary, type PortingSummary } from './summary';

/**
 * The desktop signature page of porting `id` (SPEC §2): who may see it (caller.ts), what is signed and
 * where it stands, and a signing link for the phone made right away, so that its QR code is on the
 * page from the start. `login`: neither the session nor the order cookie may act on it; `not_found`:
 * nobody's porting or another's.
 */
export type DesktopSignature =
  | { kind: 'login' | 'not_found' | 'unavailable' }
  | { kind: 'ready'; summary: PortingSummary; state: InitialSignatureState; followsPhone: boolean; link: SigningLink | undefined };

const LOGIN = { kind: 'login' } as const;
const NOT_FOUND = { kind: 'not_found' } as const;
const UNAVAILABLE = { kind: 'unavailable' } as const;

export async function desktopSignature(site: Site, id: string, session: SessionData | null): Promise<DesktopSignature> {
  const caller = await portingCallerOf(site.market.code, id, session);
  if (caller?.by === 'order') return forOrder(site, caller, id);
  if (caller?.by === 'session') return forCustomer(site, caller.auth.token, id);
  return LOGIN;
}

/** The link without its token, which only the link itself carries to the phone. */
const linkOf = (made: Result<PortingSigningLink> | undefined): SigningLink | undefined =>
  made?.ok ? { link: made.data.link, qrcode: made.data.qrcode, expiresAt: made.data.expiresAt } : undefined;

const refusedAs = (error: ApiFailure) => apiError.safeParse(error.body).data?.error;

/** A customer's porting: everything from their portings list. */
async function forCustomer(site: Site, token: string, id: string): Promise<DesktopSignature> {
  const portings = await getMobilePortings(site.content, token);
  if (!portings.ok) return portings.error.kind === 'unauthorized' ? LOGIN : UNAVAILABLE;
  const porting = portings.data.find((p) => p.phoneAccountId === id);
  if (!porting) return NOT_FOUND;
  const state = signatureStateOf(porting);
  const [providers, link] = await Promise.all([
    getPortingProviders(site.content),
    state === 'unsigned' ? getPortingQrCode(site.content, { token }, id) : undefined,
  ]);
  const provider = providers.ok ? providers.data.find((p) => p.id === porting.previousProviderId)?.displayName : undefined;
  return {
    kind: 'ready',
    summary: portingSummary(porting, provider),
    state,
    followsPhone: followsPhone(state, porting.isSigned),
    link: linkOf(link),
  };
}

/**
 * A porting of the visitor's order, before any login: the order's credentials read whether it is
 * signed and make its signing link, whose page data (GET /portings/info) say what is signed. Signed,
 * past signing, or without a link: the number as the order lists it.
 */
async function forOrder(site: Site, caller: Extract<PortingCaller, { by: 'order' }>, id: string): Promise<DesktopSignature> {
  const signed = await isPortingSigned(site.content, caller.auth, id);
  if (!signed.ok) return signed.error.kind === 'not_found' ? NOT_FOUND : signed.error.kind === 'unauthorized' ? LOGIN : UNAVAILABLE;
  let state: InitialSignatureState = signed.data.isSigned ? 'signed' : 'unsigned';
  let made: Result<PortingSigningLink> | undefined;
  if (state === 'unsigned') {
    made = await getPortingQrCode(site.content, caller.auth, id);
    if (made.ok) {
      const info = await getPortingInfo(site.content, made.data.token);
      if (info.ok)
        return {
          kind: 'ready',
          summary: portingSummary(info.data, info.data.previousProvider),
          state,
          followsPhone: true,
          link: linkOf(made),
        };
    } else if (refusedAs(made.error) === 'not_signable') state = 'closed';
  }
  const order = await getLatestOrder(site.content, caller.auth);
  const item = order.ok ? order.data.items.find((i) => i.itemId === caller.itemId) : undefined;
  if (!item?.phoneNumber) return order.ok ? NOT_FOUND : UNAVAILABLE;
  return {
    kind: 'ready',
    summary: { phoneNumber: item.phoneNumber, tariffName: item.name },
    state,
    followsPhone: state === 'unsigned',
    link: linkOf(made),
  };
}
