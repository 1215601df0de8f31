import 'server-only';
import { call, type ContentContext } from './client';
import { shop, shops } from './schemas';
import { TAGS } from './tags';

/** GET /shops: the market's shops (CAMP: its camp service points), cached like the catalogue. */
export const getShops = (ctx: ContentContext) => call(ctx, 'shops', shops, { tags: [TAGS.shops(ctx.market)] });

/** GET /shops/{id}: one shop; not_found for an unknown id. */
export const getShop = (ctx: ContentContext, id: string) =>
  call(ctx, `shops/${encodeURIComponent(id)}`, shop, { tags: [TAGS.shops(ctx.market)] });
