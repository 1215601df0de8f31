import type { MobilePorting, PortingInfo } from '@/lib/platform/content-api/schemas';

/**
 * What a porting signature signs (SPEC §2 "Porting signature page"): the number, the tariff it comes
 * to, the holder of the old contract, the previous provider and the desired porting date. Only the
 * number is sure to be known: for an order's signed porting nothing else can be read.
 */
export type PortingSummary = {
  phoneNumber: string;
  tariffName?: string;
  holder?: string;
  companyName?: string;
  previousProvider?: string;
  /** ISO calendar day. */
  desiredPortingDate?: string;
};

type Facts = Pick<
  MobilePorting | PortingInfo,
  'phoneNumber' | 'tariffName' | 'firstname' | 'lastname' | 'companyName' | 'desiredPortingDate'
>;

export function portingSummary(porting: Facts, previousProvider: string | undefined): PortingSummary {
  return {
    phoneNumber: porting.phoneNumber,
    tariffName: porting.tariffName,
    holder: `${porting.firstname} ${porting.lastname}`.trim(),
    ...(porting.companyName ? { companyName: porting.companyName } : {}),
    ...(previousProvider ? { previousProvider } : {}),
    desiredPortingDate: porting.desiredPortingDate,
  };
}
