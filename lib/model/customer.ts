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

/** SPEC §3 User features: what a customer may do on top. */
export type UserFeature = 'CALL_FORWARDING' | 'SIM_CHANGE';

/**
 * SPEC §3 Customer (GET /customerarea/customer/): personal data; company fields for company
 * customers only; pendingEMail while a new address waits for its confirmation.
 */
export type Customer = {
  customerNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  eMail: string;
  pendingEMail?: string;
  contactPhoneNumber?: string;
  street: string;
  houseNumber: string;
  block?: string;
  doorNumber?: string;
  addendum?: string;
  zip: string;
  city: string;
  country: string;
  language: string;
  isCompany: boolean;
  companyName?: string;
  companyRegisterNumber?: string;
  vatNumber?: string;
};
