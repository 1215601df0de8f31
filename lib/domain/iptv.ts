import type { AdditionalPackage, FixedLineTariff } from '@storefront/wire';

/**
 * SPEC §9 IP TV: the facts the IP TV page shows. The extra box's amounts (once, per month) are the
 * market's data in its own currency: Mandant.fixedLinePrices.iptv.
 */
export const IPTV = {
  maxExtraDevices: 5,
  replayDays: 7,
  recordingHours: 20,
  requiredMbits: 40,
  accessibilityStandard: 'EN 301 549 v3.2.1',
} as const;

/** A line fast enough for IP TV (SPEC §9: 40 Mbit/s needed). */
export function supportsIptv(tariff: Pick<FixedLineTariff, 'speedData'>): boolean {
  return tariff.speedData.maxDownload >= IPTV.requiredMbits;
}

export type TvPackageOffer = { tvPackage: AdditionalPackage; tariffs: FixedLineTariff[] };

/** Every TV package of the fixed-line tariffs, once, with the tariffs fast enough to book it. */
export function tvPackages(tariffs: FixedLineTariff[]): TvPackageOffer[] {
  const offers = new Map<string, TvPackageOffer>();
  for (const tariff of tariffs.filter(supportsIptv)) {
    for (const p of tariff.additionalPackages.filter((a) => a.kind === 'TV')) {
      const offer = offers.get(p.id) ?? { tvPackage: p, tariffs: [] };
      offer.tariffs.push(tariff);
      offers.set(p.id, offer);
    }
  }
  return [...offers.values()];
}
