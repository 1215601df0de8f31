import 'server-only';
import { call, type ContentContext } from './client';
import { fixedLineTariffs, tariff, tariffGroups } from './schemas';
import { TAGS } from './tags';

export const getTariffGroups = (ctx: ContentContext) =>
  call(ctx, 'tariffs', tariffGroups, { tags: [TAGS.tariffs(ctx.market)] });

export const getTariff = (ctx: ContentContext, id: string) =>
  call(ctx, `tariffs/${encodeURIComponent(id)}`, tariff, { tags: [TAGS.tariffs(ctx.market)] });

export const getFixedLineTariffs = (ctx: ContentContext) =>
  call(ctx, 'fixedline/tariffs', fixedLineTariffs, { tags: [TAGS.fixedline(ctx.market)] });
