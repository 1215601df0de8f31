import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { shop, shops, type Shop } from './schemas';
import { TAGS } from './tags';

/** GET /shops: the market's shops (CAMP: its camp service points), cached like the catalogue. */
export const getShops = (ctx: ContentContext): Promise<Result<Shop[]>> => call(ctx, 'shops', shops, { tags: [TAGS.shops(ctx.market)] });

/** GET /shops/{id}: one shop; not_found for an unknown id. */
export const getShop = (ctx: ContentContext, id: string): Promise<Result<Shop>> =>
  call(ctx, apiPath`shops/${id}`, shop, { tags: [TAGS.shops(ctx.market)] });
