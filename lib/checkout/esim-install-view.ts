import 'server-only';
import QRCode from 'qrcode';
import { androidInstallLink, iosInstallLink, manualEntry, profileOfActivationCode } from '@/lib/domain/esim-install';
import type { OrderEsim } from '@/lib/model/order-state';

/** How to install one eSIM of the order confirmation: one-tap links, the QR code and what to type by hand. */
export type EsimInstallation = {
  /** The activation code (LPA string) the QR code holds and Android asks for when typed. */
  lpa: string;
  smdpAddress: string;
  /** What iOS asks for next to the SM-DP+ address (the matching id). */
  activationCode: string;
  iosLink: string;
  androidLink: string;
  /** The QR code of `lpa` as an SVG data URL, drawn on the server. */
  qrCode: string;
};

export type EsimInstallView = { esim: OrderEsim; installation?: EsimInstallation };

/** SVG as a data URL an <img> shows (with its text alternative); URL-encoded, so it works wherever it renders. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The installation of an eSIM from its activation code (lib/domain/esim-install.ts); without one
 * when the code is not an installable "LPA:1$<SM-DP+ address>$<matching id>" (then the page says so).
 */
export async function esimInstallView(esim: OrderEsim): Promise<EsimInstallView> {
  const profile = profileOfActivationCode(esim.activationCode);
  if (!profile) return { esim };
  const { smdpAddress, activationCode, lpa } = manualEntry(profile);
  const svg = await QRCode.toString(lpa, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return {
    esim,
    installation: { lpa, smdpAddress, activationCode, iosLink: iosInstallLink(profile), androidLink: androidInstallLink(profile), qrCode: svgDataUrl(svg) },
  };
}
