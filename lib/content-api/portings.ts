import 'server-only';
import type { PortingContractType, PortingDate, PortingProvider } from '@/lib/model/portings';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { portingFreeDates, portingProviders } from './schemas';

/**
 * SPEC §7 GET /portings/providers: the previous providers a number can be ported from, those that
 * support `contractType` when given (POSTPAID, PREPAID, BUSINESS; anything else is a 400).
 */
export const getPortingProviders = (ctx: ContentContext, contractType?: PortingContractType): Promise<Result<PortingProvider[]>> =>
  call(ctx, 'portings/providers', portingProviders, contractType ? { searchParams: { contractType } } : {});

/** SPEC §7 GET /portings/freedates: the possible porting dates, earliest first (working days of the market). */
export const getPortingFreeDates = (ctx: ContentContext): Promise<Result<PortingDate[]>> => call(ctx, 'portings/freedates', portingFreeDates);
