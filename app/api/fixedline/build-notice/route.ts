import { leadHandler } from '@/lib/fixedline/lead-handler';
import { fixedLineBuildNoticeRequest } from '@/lib/platform/content-api/schemas';

/** POST /api/fixedline/build-notice: "tell me when it is built" for a planned fibre area (POST /fixedline/contact, kind BUILD_NOTICE). */
export const POST = leadHandler(fixedLineBuildNoticeRequest);
