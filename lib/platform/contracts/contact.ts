import { z } from 'zod';
import { routeContract } from './answer';

export * from './contact-message';

/**
 * POST /api/contact: the message (contactMessage of the market's phone rules). 201 {ok:true}; 400 with
 * fields; 429; 503. Without JavaScript the contact page gets ?status=sent or ?error=<code>.
 */
export const contactContract = routeContract(z.object({ ok: z.literal(true) }), []);
