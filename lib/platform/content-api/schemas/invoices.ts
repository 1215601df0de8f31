import { z } from 'zod';
import { money } from './common';
import { paymentMethodName } from './payment';

/** SPEC §4 Invoice status. */
export const invoiceStatus = z.enum(['CREATED', 'APPROVED', 'PAID', 'PARTIAL_PAID', 'OPEN', 'CANCELLED', 'IN_PROGRESS']);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/** SPEC §3 Invoice; openAmount is what is left to pay. */
export const invoice = z.object({
  id: z.string(),
  billperiod: z.string().regex(/^(0[1-9]|1[0-2])\.\d{4}$/),
  invoiceNumber: z.string(),
  invoiceDate: z.iso.date(),
  total: money,
  openAmount: money,
  status: invoiceStatus,
  statusText: z.string(),
  delivery: z.enum(['EMAIL', 'POST']),
  deliveryText: z.string(),
  download: z.string(),
  itemisedBill: z.boolean(),
});
export type Invoice = z.infer<typeof invoice>;
export type InvoiceDelivery = Invoice['delivery'];

export const paymentMethodState = z.enum(['ACTIVE', 'PENDING', 'EXPIRING_SOON', 'EXPIRED', 'INACTIVE']);
export type PaymentMethodState = z.infer<typeof paymentMethodState>;

/** SPEC §3 Invoice year (GET /customerarea/invoices?year=YYYY). */
export const invoiceYear = z.object({
  contractStartMonth: z.number().int().min(1).max(12),
  contractStartYear: z.number().int(),
  contractEndYear: z.number().int(),
  year: z.number().int(),
  invoices: z.array(invoice),
  paymentMethod: paymentMethodName,
  paymentMethodState,
});
export type InvoiceYear = z.infer<typeof invoiceYear>;

/** The year query of GET /customerarea/invoices. */
export const invoiceYearQuery = z.strictObject({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/** Itemised events; ROAMING items are calls, SMS or data abroad. */
export const ITEMISED_EVENTS = ['CALL', 'SMS', 'DATA', 'ROAMING'] as const;
export const itemisedEvent = z.enum(ITEMISED_EVENTS);
export type ItemisedEvent = z.infer<typeof itemisedEvent>;

/** SPEC §3 Itemised bill item: duration in seconds, count of messages, data in MB (1 GB = 1024 MB). */
export const itemisedItem = z.object({
  date: z.iso.datetime({ offset: true }),
  event: itemisedEvent,
  source: z.string(),
  destination: z.string(),
  duration: z.number().int().min(0),
  count: z.number().int().min(0),
  zone: z.string(),
  dataDown: z.number().min(0),
  dataUp: z.number().min(0),
  costNet: money,
});
export type ItemisedItem = z.infer<typeof itemisedItem>;

/** SPEC §3 Itemised bill of a product and month, with the summary of the items shown (net and gross). */
export const itemisedBill = z.object({
  productKey: z.string(),
  timeframeStart: z.iso.date(),
  timeframeEnd: z.iso.date(),
  items: z.array(itemisedItem),
  summary: z.object({
    duration: z.number().int().min(0),
    count: z.number().int().min(0),
    dataDown: z.number().min(0),
    dataUp: z.number().min(0),
    costNet: money,
    costGross: money,
  }),
});
export type ItemisedBill = z.infer<typeof itemisedBill>;

/** The events filter of the itemised bill (repeated: ?events=CALL&events=SMS; none: every event). */
export const itemisedBillQuery = z.strictObject({ events: itemisedEvent.optional() });
