import 'server-only';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { faqGroups, type FaqGroup } from './schemas';
import { TAGS } from './tags';

export const getFaq = (ctx: ContentContext): Promise<Result<FaqGroup[]>> => call(ctx, 'faq', faqGroups, { tags: [TAGS.faq(ctx.market)] });
