import { z } from 'zod';

/** 201 of POST /contact/send: the stored message; it is deleted after 6 months (SPEC §9). */
export const contactReceipt = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  deleteAfter: z.iso.datetime({ offset: true }),
});
export type ContactReceipt = z.infer<typeof contactReceipt>;

/** GET /cookietracking/{x}: the hit's key, a pseudonymous visit id of a visitor who allowed statistics. */
export const cookieTrackingKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
