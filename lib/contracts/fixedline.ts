import { routeContract } from './answer';
import { checkAnswer, contactAnswer } from '@/lib/fixedline/check-answer';

/** POST /api/fixedline/search and /choose: the address search with the offers at the address. */
export const checkContract = routeContract(checkAnswer, ['not_found']);

/** POST /api/fixedline/contact: the not-found state's contact request (kept 6 months). */
export const leadContract = routeContract(contactAnswer, ['not_found']);
