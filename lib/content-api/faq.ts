import 'server-only';
import { call, type ContentContext } from './client';
import { faqGroups } from './schemas';
import { TAGS } from './tags';

export const getFaq = (ctx: ContentContext) => call(ctx, 'faq', faqGroups, { tags: [TAGS.faq(ctx.market)] });
