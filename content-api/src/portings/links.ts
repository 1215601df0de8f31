/**
 * The signing link of a porting for the phone (SPEC §2: sign on the smartphone through a QR code or an
 * SMS link): a random token, stored as its hash, single use (signing uses it up), valid LINK_MS.
 * GET /portings/info/{token} reads what the phone page shows: unknown 404, expired or used 410.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { PortingSigningLink } from '@storefront/wire';
import { portingSignPath } from '@storefront/rules/porting-links';
import type { MarketCode } from '@storefront/markets/markets';
import { linkLocale, type StorefrontOrigin } from '../auth/links';
import type { Store } from '../store';
import type { MobilePortingRecord } from '../store/porting-cases';

/** How long a signing link works. */
export const LINK_MS = 30 * 60_000;

export type LinkDeps = { store: Pick<Store, 'config' | 'portingCases'>; origin: StorefrontOrigin };

/** A new signing link of the porting (earlier links keep working until they expire or are used). */
export function issueSigningLink(
  { store, origin }: LinkDeps,
  market: MarketCode,
  porting: MobilePortingRecord,
  acceptLanguage: string | undefined,
  now: Date,
) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_MS);
  store.portingCases.addLink(market, porting.phoneAccountId, token, expiresAt);
  const { locale, defaultLocale } = linkLocale(store, market, acceptLanguage);
  return { token, link: `${origin(market)}${portingSignPath(locale, defaultLocale, token)}`, expiresAt: expiresAt.toISOString() };
}

/** The link with its QR code (a PNG, base64). */
export async function withQrCode(link: { token: string; link: string; expiresAt: string }): Promise<PortingSigningLink> {
  const png = await QRCode.toBuffer(link.link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
  return { ...link, qrcode: png.toString('base64') };
}
