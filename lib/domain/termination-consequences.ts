import type { TerminationConsequence } from '@storefront/wire';
import type { IsoDay } from './holidays';

export type TerminatedLine = {
  paymentType: 'POST_PAY' | 'PRE_PAY';
  /** The line has a phone number (a mobile line), which can be ported away until it ends. */
  hasNumber: boolean;
  /** The last day of a running minimum term, if one runs. */
  runtimeEnd?: IsoDay;
  /** The customer also pays off a device: its instalments do not end with the line. */
  paysOffDevice: boolean;
};

/**
 * What ending a line on `effectiveDate` means for the customer, in the order they are told: the
 * service ends; the number can be taken to another provider until then; a minimum term still running
 * on that day is paid to its end; a contract gets a final invoice, a prepaid card's credit is refunded;
 * device instalments continue. The reference API confirms a termination with this list, and the
 * storefront explains it before the customer confirms.
 */
export function terminationConsequences(line: TerminatedLine, effectiveDate: IsoDay): TerminationConsequence[] {
  const list: TerminationConsequence[] = ['SERVICE_ENDS'];
  if (line.hasNumber) list.push('NUMBER_PORTABLE_UNTIL_END');
  if (line.runtimeEnd !== undefined && line.runtimeEnd >= effectiveDate) list.push('MINIMUM_TERM_RUNS');
  list.push(line.paymentType === 'PRE_PAY' ? 'PREPAID_BALANCE_REFUND' : 'FINAL_INVOICE');
  if (line.paysOffDevice) list.push('DEVICE_INSTALMENTS_CONTINUE');
  return list;
}
