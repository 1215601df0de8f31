import { z } from 'zod';

/**
 * /api/upstream's answer when the content API no longer accepts the session's token (SPEC §4, §8): the
 * session has ended and the cart is cleared; `logout` is the logout address the browser goes to.
 * Client-safe.
 */
export const sessionExpiredAnswer = z.object({ error: z.literal('session_expired'), logout: z.string().min(1) });
export type SessionExpiredAnswer = z.infer<typeof sessionExpiredAnswer>;
