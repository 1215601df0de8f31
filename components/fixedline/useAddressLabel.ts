'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { addressLines } from '@/lib/domain/address';
import type { FixedLineAddress } from '@/lib/platform/content-api/schemas';

type AddressParts = Pick<FixedLineAddress, 'street' | 'houseNumber' | 'zip' | 'city'> & { stairs?: string; door?: string };

/**
 * An address on one line in the market's order, with staircase and door labelled in the visitor's
 * language: "Neubaugasse 20, Stiege 1, 1070 Wien". A list of parts, not a sentence.
 */
export function useAddressLabel(): (address: AddressParts) => string {
  const t = useTranslations('fibre');
  const countryId = useSite().market.country;
  return (address) => {
    const lines = addressLines({ ...address, countryId });
    const stairs = address.stairs?.trim();
    const door = address.door?.trim();
    return [lines.street, stairs && t('stairsValue', { value: stairs }), door && t('doorValue', { value: door }), lines.place]
      .filter(Boolean)
      .join(', ');
  };
}
