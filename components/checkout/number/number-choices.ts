import type { NumberSource } from '@/lib/checkout/steps/number-form';

/** Where a SIM card's number comes from, by market: the UK also cancels the old contract by its STAC. */
export const SOURCES: Record<'switching' | 'porting', NumberSource[]> = {
  switching: ['NEW', 'PORTING', 'CANCEL'],
  porting: ['NEW', 'PORTING'],
};
export const CONTRACT_TYPES = ['POSTPAID', 'PREPAID', 'BUSINESS'] as const;
export const TERMINATION_TYPES = ['IMMEDIATE', 'END_OF_COMMITMENT'] as const;
export const BUILDING_TYPES = ['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING'] as const;
