import { leadHandler } from '@/lib/fixedline/lead-handler';
import { fixedLineContactRequest } from '@/lib/platform/content-api/schemas';

/** POST /api/fixedline/contact: the not-found state's contact request (POST /fixedline/contact). */
export const POST = leadHandler(fixedLineContactRequest);
