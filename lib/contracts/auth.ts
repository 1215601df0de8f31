import { z } from 'zod';
import { routeContract } from './answer';

/** POST /api/auth/login: phone or customer number and password (the password is never stored). */
export const loginFields = z.object({
  identifier: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long'),
  password: z.string({ error: 'required' }).min(1, 'required').max(256, 'too_long'),
});
export type LoginFields = z.infer<typeof loginFields>;

export const loginContract = routeContract(z.object({ ok: z.literal(true), redirect: z.string() }), ['invalid_credentials']);

/** POST /api/auth/session: whether a live session exists (and it is kept alive). */
export const sessionContract = routeContract(z.object({ loggedIn: z.boolean() }), []);
