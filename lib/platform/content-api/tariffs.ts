import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { fixedLineTariffs, tariff, tariffGroups, type FixedLineTariff, type Tariff, type TariffGroup } from './schemas';
import { TAGS } from './tags';

export const getTariffGroups = (ctx: ContentContext): Promise<Result<TariffGroup[]>> =>
  call(ctx, 'tariffs', tariffGroups, { tags: [TAGS.tariffs(ctx.market)] });

export const getTariff = (ctx: ContentContext, id: string): Promise<Result<Tariff>> =>
  call(ctx, apiPath`tariffs/${id}`, tariff, { tags: [TAGS.tariffs(ctx.market)] });

export const getFixedLineTariffs = (ctx: ContentContext): Promise<Result<FixedLineTariff[]>> =>
  call(ctx, 'fixedline/tariffs', fixedLineTariffs, { tags: [TAGS.fixedline(ctx.market)] });
