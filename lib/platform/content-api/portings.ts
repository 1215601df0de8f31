import 'server-only';
import { isKnownFixedLinePortingState } from '@/lib/domain/fixed-line-porting-state';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import { logOnce } from './log-once';
import type { Result } from './result';
import {
  fixedLinePorting,
  fixedLinePortings,
  mobilePorting,
  mobilePortings,
  portingFreeDates,
  portingProviders,
  type FixedLinePorting,
  type FixedLinePortingChange,
  type MobilePorting,
  type MobilePortingChange,
  type PortingContractType,
  type PortingFreeDates,
  type PortingProvider,
} from './schemas';

/**
 * SPEC §7 GET /portings/providers: the previous providers a number can be ported from, those that
 * support `contractType` when given (POSTPAID, PREPAID, BUSINESS; anything else is a 400).
 */
export const getPortingProviders = (ctx: ContentContext, contractType?: PortingContractType): Promise<Result<PortingProvider[]>> =>
  call(ctx, 'portings/providers', portingProviders, contractType ? { searchParams: { contractType } } : {});

/** SPEC §7 GET /portings/freedates: the possible porting dates, earliest first (working days of the market). */
export const getPortingFreeDates = (ctx: ContentContext): Promise<Result<PortingFreeDates>> =>
  call(ctx, 'portings/freedates', portingFreeDates);

/** SPEC §7 GET /portings/mobile: the customer's mobile portings (statuses and failure reasons of SPEC §4). */
export const getMobilePortings = (ctx: ContentContext, token: string): Promise<Result<MobilePorting[]>> =>
  call(ctx, 'portings/mobile', mobilePortings, { token });

/**
 * SPEC §7 GET /portings/fixedline: the customer's fixed-line portings. A state the shop does not know
 * is logged once per state (the state alone: nothing of the customer or the line), and the screen
 * shows it as in progress.
 */
export async function getFixedLinePortings(ctx: ContentContext, token: string): Promise<Result<FixedLinePorting[]>> {
  const result = await call(ctx, 'portings/fixedline', fixedLinePortings, { token });
  for (const { state } of result.ok ? result.data : []) {
    if (isKnownFixedLinePortingState(state)) continue;
    const shown = state.replace(/[^\w-]/g, '?').slice(0, 40);
    logOnce(`fixedLinePortingState:${shown}`, `GET /portings/fixedline: unknown porting state "${shown}", shown as in progress`);
  }
  return result;
}

/**
 * SPEC §7 PUT /portings/phoneaccounts/{id}: corrects an OPEN or FAILED porting (rejected 400 with its
 * fields: PUK, names, company, provider not offering the contract type, date; 409 porting_locked later).
 * The corrected porting needs a new signature.
 */
export const changeMobilePorting = (
  ctx: ContentContext,
  token: string,
  id: string,
  body: MobilePortingChange,
): Promise<Result<MobilePorting>> => call(ctx, apiPath`portings/phoneaccounts/${id}`, mobilePorting, { token, method: 'put', json: body });

/** SPEC §7 PUT …/action:represent: a corrected FAILED porting back to OPEN (409 correction_required or not_failed otherwise). */
export const representMobilePorting = (ctx: ContentContext, token: string, id: string): Promise<Result<MobilePorting>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/action:represent`, mobilePorting, { token, method: 'put' });

/** SPEC §7 PUT /portings/fixedline/phoneaccounts/{id}: the porting date and the customer's confirmation. */
export const changeFixedLinePorting = (
  ctx: ContentContext,
  token: string,
  id: string,
  body: FixedLinePortingChange,
): Promise<Result<FixedLinePorting>> =>
  call(ctx, apiPath`portings/fixedline/phoneaccounts/${id}`, fixedLinePorting, { token, method: 'put', json: body });
