import 'server-only';
import { qrCodeDataUrl } from '@/lib/platform/bff/qr-code';
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

/** The QR code and install links of a profile whose address and matching id are installable (esimProfileProblem). */
export async function esimInstallLinks(profile: EsimProfile): Promise<EsimInstallLinks> {
  const lpa = lpaString(profile);
  return { lpa, iosLink: iosInstallLink(profile), androidLink: androidInstallLink(profile), qrCode: await qrCodeDataUrl(lpa) };
}
