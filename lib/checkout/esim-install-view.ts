import 'server-only';
import { manualEntry, profileOfActivationCode } from '@/lib/domain/esim-install';
import { esimInstallLinks, type EsimInstallLinks } from '@/lib/esim/install-links';
import type { OrderEsim } from '@/lib/model/order-state';

/** How to install one eSIM of the order confirmation: one-tap links, the QR code and what to type by hand. */
export type EsimInstallation = EsimInstallLinks & {
  smdpAddress: string;
  /** What iOS asks for next to the SM-DP+ address (the matching id). */
  activationCode: string;
};

export type EsimInstallView = { esim: OrderEsim; installation?: EsimInstallation };

/**
 * The installation of an eSIM from its activation code (lib/domain/esim-install.ts); without one
 * when the code is not an installable "LPA:1$<SM-DP+ address>$<matching id>" (then the page says so).
 */
export async function esimInstallView(esim: OrderEsim): Promise<EsimInstallView> {
  const profile = esim.activationCode === undefined ? undefined : profileOfActivationCode(esim.activationCode);
  if (!profile) return { esim };
  const { smdpAddress, activationCode } = manualEntry(profile);
  return { esim, installation: { ...(await esimInstallLinks(profile)), smdpAddress, activationCode } };
}
