import 'server-only';
import type { FaqGroup } from '@/lib/model/faq';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { faqGroups } from './schemas';
import { TAGS } from './tags';

export const getFaq = (ctx: ContentContext): Promise<Result<FaqGroup[]>> =>
  call(ctx, 'faq', faqGroups, { tags: [TAGS.faq(ctx.market)] });
