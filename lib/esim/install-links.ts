import 'server-only';
import QRCode from 'qrcode';
import { androidInstallLink, iosInstallLink, lpaString, type EsimProfile } from '@/lib/domain/esim-install';

/** The ways to install an eSIM profile without typing: its QR code and one-tap links (lib/domain/esim-install.ts). */
export type EsimInstallLinks = {
  /** The activation code (LPA string) the QR code holds and Android asks for when typed. */
  lpa: string;
  iosLink: string;
  androidLink: string;
  /** The QR code of `lpa` as an SVG data URL, drawn on the server. */
  qrCode: string;
};

/** SVG as a data URL an <img> shows (with its text alternative); URL-encoded, so it works wherever it renders. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The QR code and install links of a profile whose address and matching id are installable (esimProfileProblem). */
export async function esimInstallLinks(profile: EsimProfile): Promise<EsimInstallLinks> {
  const lpa = lpaString(profile);
  const svg = await QRCode.toString(lpa, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { lpa, iosLink: iosInstallLink(profile), androidLink: androidInstallLink(profile), qrCode: svgDataUrl(svg) };
}
