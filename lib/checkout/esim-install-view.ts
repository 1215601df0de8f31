import 'server-only';
import { profileOfActivationCode } from '@/lib/domain/esim-install';
import { esimInstallLinks } from '@/lib/checkout/esim-install-links';
import type { OrderEsim } from '@/lib/platform/content-api/schemas';

/** What an installable LPA string gives: one-tap links and the values to type by hand, each under its own name. */
export type EsimProfileView = { lpa: string; smdpAddress: string; matchingId: string; iosLink: string; androidLink: string };

/**
 * How to install one eSIM of the order confirmation, from what the confirmation carries: the QR code
 * to scan and, where it carries an installable LPA string, the one-tap links and the SM-DP+ address,
 * matching id and LPA string to type by hand. Neither when it carries neither (the page says so).
 */
export type EsimInstallView = { esim: OrderEsim; qrCode?: string; profile?: EsimProfileView };

/** SPEC §3 qrcodeBase64 (a PNG) as a data URL; undefined when absent or not base64. */
function pngDataUrl(base64: string | undefined): string | undefined {
  const compact = base64?.replace(/\s/g, '');
  return compact && /^[A-Za-z0-9+/]+={0,2}$/.test(compact) ? `data:image/png;base64,${compact}` : undefined;
}

/**
 * The QR code is the confirmation's own (qrcodeBase64), else drawn from its LPA string. The 6-digit
 * activation code (SPEC §9) is no part of the confirmation: only the customer area's eSIM call gives it.
 */
export async function esimInstallView(esim: OrderEsim): Promise<EsimInstallView> {
  const profile = esim.activationCode === undefined ? undefined : profileOfActivationCode(esim.activationCode);
  const links = profile && (await esimInstallLinks(profile));
  const qrCode = pngDataUrl(esim.qrcodeBase64) ?? links?.qrCode;
  return {
    esim,
    ...(qrCode ? { qrCode } : {}),
    ...(profile && links ? { profile: { ...profile, lpa: links.lpa, iosLink: links.iosLink, androidLink: links.androidLink } } : {}),
  };
}
