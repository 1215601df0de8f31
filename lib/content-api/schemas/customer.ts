import { z } from 'zod';
import { paymentType } from './tariffs';

/** SPEC §3 Customer product (GET /customerarea/products). */
export const customerProduct = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(['IMSI', 'Device', 'Fixedline']),
  paymentType,
  msisdn: z.string().optional(),
});
export type CustomerProduct = z.infer<typeof customerProduct>;
export const customerProducts = z.array(customerProduct);
