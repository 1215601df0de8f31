/** A customer's invoices and itemised bills (lib/model: see common.ts). */
import type { Money } from './common';
import type { PaymentMethodName } from './payment';

/** SPEC §4 Invoice status. */
export type InvoiceStatus = 'CREATED' | 'APPROVED' | 'PAID' | 'PARTIAL_PAID' | 'OPEN' | 'CANCELLED' | 'IN_PROGRESS';

export type InvoiceDelivery = 'EMAIL' | 'POST';

/** SPEC §3 Invoice; openAmount is what is left to pay (0 once paid). */
export type Invoice = {
  id: string;
  /** The month billed, "MM.YYYY". */
  billperiod: string;
  invoiceNumber: string;
  invoiceDate: string;
  total: Money;
  openAmount: Money;
  status: InvoiceStatus;
  statusText: string;
  delivery: InvoiceDelivery;
  deliveryText: string;
  /** Path of the PDF below the content API. */
  download: string;
  /** Whether an itemised bill of the month can be read (traffic data is kept 6 months, SPEC §9). */
  itemisedBill: boolean;
};

export type PaymentMethodState = 'ACTIVE' | 'PENDING' | 'EXPIRING_SOON' | 'EXPIRED' | 'INACTIVE';

/** SPEC §3 Invoice year: one calendar year's invoices, and the years there are (contract start to end). */
export type InvoiceYear = {
  contractStartMonth: number;
  contractStartYear: number;
  contractEndYear: number;
  year: number;
  invoices: Invoice[];
  paymentMethod: PaymentMethodName;
  paymentMethodState: PaymentMethodState;
};

/** The kinds of itemised events; ROAMING items are calls, SMS or data abroad (zone EU). */
export type ItemisedEvent = 'CALL' | 'SMS' | 'DATA' | 'ROAMING';

/** SPEC §3 Itemised bill item: duration in seconds, count of messages, data in MB. */
export type ItemisedItem = {
  date: string;
  event: ItemisedEvent;
  source: string;
  destination: string;
  duration: number;
  count: number;
  zone: string;
  dataDown: number;
  dataUp: number;
  costNet: Money;
};

export type ItemisedBill = {
  productKey: string;
  timeframeStart: string;
  timeframeEnd: string;
  items: ItemisedItem[];
  summary: { duration: number; count: number; dataDown: number; dataUp: number; costNet: Money; costGross: Money };
};
