/** The logged-in customer (lib/model: see common.ts). */
import type { PaymentType } from './tariffs';

/** SPEC §3 Customer product: a SIM, a device or a fixed line of the customer. */
export type CustomerProduct = {
  key: string;
  name: string;
  type: 'IMSI' | 'Device' | 'Fixedline';
  paymentType: PaymentType;
  msisdn?: string;
};
