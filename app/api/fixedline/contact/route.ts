import { leadHandler } from '@/lib/bff/fixedline-lead';
import { fixedLineContactRequest } from '@/lib/content-api/schemas';

/** POST /api/fixedline/contact: the not-found state's contact request (POST /fixedline/contact). */
export const POST = leadHandler(fixedLineContactRequest);
