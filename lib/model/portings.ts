/** Portings of the order form (lib/model: see common.ts). */

/** SPEC §3/§5: the contract types a previous provider may support. */
export type PortingContractType = 'POSTPAID' | 'PREPAID' | 'BUSINESS';

/** SPEC §3 Provider for porting: a previous provider a number can be ported from. */
export type PortingProvider = { id: string; displayName: string; supportedContractTypes: PortingContractType[] };

/** A possible porting date: an ISO calendar day in the market ("2026-11-26"). */
export type PortingDate = string;
