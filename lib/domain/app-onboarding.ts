import type { Tariff } from '@storefront/wire';
import { publicTariffs } from './hidden-tariffs';

/**
 * SPEC §2 page context APPONBOARDING (ADR 50): the app's landing page lists the public tariffs with a
 * deal meant for it, in catalogue order. Hidden tariffs and customer plans never show there.
 */
export function appOnboardingTariffs<T extends Pick<Tariff, 'specialDeals'>>(tariffs: T[]): T[] {
  return publicTariffs(tariffs).filter((t) => t.specialDeals.some((deal) => deal.pages.includes('APPONBOARDING')));
}
