import { leadHandler } from '@/lib/platform/bff/fixedline-lead';
import { fixedLineBuildNoticeRequest } from '@/lib/platform/content-api/schemas';

/** POST /api/fixedline/build-notice: "tell me when it is built" for a planned fibre area (POST /fixedline/contact, kind BUILD_NOTICE). */
export const POST = leadHandler(fixedLineBuildNoticeRequest);
