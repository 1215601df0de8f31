import { z } from 'zod';

// SPEC §7 Portings: the previous providers and the possible porting dates for the order form.

/** SPEC §3/§5: the contract types a previous provider may support; only these three are accepted. */
export const PORTING_CONTRACT_TYPES = ['POSTPAID', 'PREPAID', 'BUSINESS'] as const;
export const portingContractType = z.enum(PORTING_CONTRACT_TYPES);
export type PortingContractType = z.infer<typeof portingContractType>;

/** SPEC §3 Provider for porting (GET /portings/providers). */
export const portingProvider = z.object({
  id: z.string().min(1),
  displayName: z.string().min(1),
  supportedContractTypes: z.array(portingContractType).min(1),
});
export type PortingProvider = z.infer<typeof portingProvider>;
export const portingProviders = z.array(portingProvider);

/** GET /portings/freedates: the possible porting dates (ISO calendar days in the market), earliest first. */
export const portingFreeDates = z.array(z.iso.date());
export type PortingFreeDates = z.infer<typeof portingFreeDates>;
