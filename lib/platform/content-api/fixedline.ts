import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  addressSearchResult,
  fixedLineContactReceipt,
  fixedLineSupplier,
  type AddressInput,
  type FixedLineBuildNoticeRequest,
  type AddressSearchResult,
  type FixedLineContactRequest,
  type FixedLineSupplier,
} from './schemas';
import { TAGS } from './tags';

/** SPEC §7 POST /fixedline/addresses:search: what reaches an address (never cached). */
export const searchAddresses = (ctx: ContentContext, address: AddressInput): Promise<Result<AddressSearchResult>> =>
  call(ctx, 'fixedline/addresses:search', addressSearchResult, { method: 'post', json: address });

/** SPEC §7 POST /fixedline/addresses:choose: one of the possible addresses of a search. */
export const chooseAddress = (ctx: ContentContext, addressId: string): Promise<Result<AddressSearchResult>> =>
  call(ctx, 'fixedline/addresses:choose', addressSearchResult, { method: 'post', json: { addressId } });

/** SPEC §7 GET /fixedline/suppliers/{name}: connections and tariffs of a supplier (catalogue, cached). */
export const getSupplier = (ctx: ContentContext, name: string): Promise<Result<FixedLineSupplier>> =>
  call(ctx, apiPath`fixedline/suppliers/${name}`, fixedLineSupplier, { tags: [TAGS.fixedline(ctx.market)] });

/** SPEC §7 POST /fixedline/contact: a lead for an address without availability, or a build notice request of a planned one. */
export const sendFixedLineContact = (ctx: ContentContext, lead: FixedLineContactRequest | FixedLineBuildNoticeRequest) =>
  call(ctx, 'fixedline/contact', fixedLineContactReceipt, { method: 'post', json: lead });
