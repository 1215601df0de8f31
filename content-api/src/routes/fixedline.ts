import { Hono } from 'hono';
import type { z } from 'zod';
import {
  addressChooseRequest,
  addressSearchRequest,
  addressSearchResult,
  fieldErrorBody,
  fixedLineBuildNoticeRequest,
  fixedLineContactReceipt,
  fixedLineContactRequest,
  fixedLineSupplier,
  fixedLineTariffs,
  type Mandant,
} from '@storefront/wire';
import { fieldErrorsOf, type FieldError } from '@storefront/wire/field-errors';
import { resultFor, searchAddress } from '../address-search';
import { isPlanned, requestBuildNotice } from '../fibre-build-notice';
import type { Clock } from '../clock';
import { apiError, sendWire, type Ctx, type Env } from '../context';
import { visibleOn } from '../present';
import { leadDeleteAfter, leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import { bodyAsSent, jsonBody } from '../json-body';

function invalid(c: Ctx, message: string, fields: FieldError[]) {
  return c.json(fieldErrorBody.parse({ error: 'invalid_request', message, fields }), 400);
}

/** The error's message: SPEC §5 "search needs more than 1 character" when that is it. */
function messageFor(fields: FieldError[]): string {
  if (fields.some((f) => f.code === 'too_short')) return 'Search needs more than 1 character.';
  return 'Some fields are missing or invalid.';
}

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value.trim());

/** A string at a path of an unparsed body, if there is one. */
function stringAt(body: unknown, ...path: string[]): string | undefined {
  let value = body;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * All field errors of a body: the schema's, plus the market rules of /config/mandant for fields the
 * schema accepted (the postal-code pattern; a mobile or a landline number).
 */
function fieldErrors(
  issues: z.core.$ZodIssue[],
  config: Mandant['countryConfig'],
  values: { zip?: string; zipField: string; phone?: string },
): FieldError[] {
  const fields = fieldErrorsOf(issues);
  const add = (field: string) => {
    if (!fields.some((f) => f.field === field)) fields.push({ field, code: 'invalid_format' });
  };
  if (values.zip !== undefined && !matches(config.zipCodeRegex, values.zip)) add(values.zipField);
  const { phone } = values;
  if (phone !== undefined && !matches(config.mobilePhoneNumberRegex, phone) && !matches(config.phoneNumberRegex, phone)) {
    add('phone');
  }
  return fields;
}

/**
 * SPEC §7 Fixed line: the fixed-line tariffs, address search and choice, suppliers, and the contact
 * request (POST /fixedline/contact).
 */
export function fixedLineRoutes(
  { fixedLine, config, tariffs, devices, outbox }: Pick<Store, 'fixedLine' | 'config' | 'tariffs' | 'devices' | 'outbox'>,
  clock: Clock,
) {
  const app = new Hono<Env>();
  const availability = (c: Ctx) => {
    const market = c.get('market');
    return {
      addresses: fixedLine.addresses(market),
      suppliers: fixedLine.suppliers(market),
      countryConfig: config.mandant(market)?.countryConfig,
    };
  };

  app.get('/tariffs', (c) =>
    sendWire(
      c,
      fixedLineTariffs,
      tariffs.fixedLine(c.get('market')).filter((t) => visibleOn(t, c.get('read'))),
    ),
  );

  app.post('/:call{addresses:search}', async (c) => {
    const { addresses, suppliers, countryConfig } = availability(c);
    if (!countryConfig || suppliers.length === 0) return apiError(c, 404, 'not_found', 'This market sells no fixed line.');
    const raw = await bodyAsSent(c);
    const body = addressSearchRequest.safeParse(raw);
    const fields = fieldErrors(body.error?.issues ?? [], countryConfig, { zip: stringAt(raw, 'zip'), zipField: 'zip' });
    if (!body.success || fields.length > 0) return invalid(c, messageFor(fields), fields);
    return sendWire(c, addressSearchResult, searchAddress(body.data, addresses, suppliers, countryConfig.countryId));
  });

  app.post(
    '/:call{addresses:choose}',
    jsonBody(addressChooseRequest, (c, fields) => invalid(c, messageFor(fields), fields)),
    async (c) => {
      const body = c.req.valid('json');
      const { addresses, suppliers, countryConfig } = availability(c);
      const address = addresses.find((a) => a.id === body.addressId);
      if (!address || !countryConfig) return apiError(c, 404, 'not_found', 'No such address.');
      return sendWire(c, addressSearchResult, resultFor(address, suppliers, countryConfig.countryId));
    },
  );

  /** A supplier with its connection products and the fixed-line tariffs on its lines, as read today. */
  app.get('/suppliers/:name', (c) => {
    const market = c.get('market');
    const read = c.get('read');
    const supplier = fixedLine.suppliers(market).find((s) => s.name === c.req.param('name'));
    if (!supplier) return apiError(c, 404, 'not_found', 'No such supplier.');
    const ofSupplier = <T extends { connectionSupplierName: string }>(items: T[]) =>
      items.filter((item) => item.connectionSupplierName === supplier.name);
    return sendWire(c, fixedLineSupplier, {
      ...supplier,
      connections: ofSupplier(devices.connections(market)).filter((m) => visibleOn(m, read)),
      tariffs: ofSupplier(tariffs.fixedLine(market)).filter((t) => visibleOn(t, read)),
    });
  });

  /**
   * "Tell me when it is built" for a verified address of a planned fibre area: stored, confirmed by
   * mail, mailed again when the build is decided (../fibre-build-notice.ts); 409 for another address.
   */
  const buildNotice = (c: Ctx, raw: unknown, addresses: ReturnType<typeof availability>['addresses'], countryId: string) => {
    const body = fixedLineBuildNoticeRequest.safeParse(raw);
    if (!body.success) {
      const fields = fieldErrorsOf(body.error.issues);
      return invalid(c, messageFor(fields), fields);
    }
    const address = addresses.find((a) => a.id === body.data.addressId);
    if (!address) return apiError(c, 404, 'not_found', 'No such address.');
    if (!isPlanned(address)) return apiError(c, 409, 'not_planned', 'No fibre build is planned at this address.');
    const now = clock.now();
    const request = { body: body.data, address, countryId, language: c.get('language') };
    const stored = requestBuildNotice({ fixedLine, outbox }, c.get('market'), request, now);
    return c.json(
      fixedLineContactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }),
      201,
    );
  };

  /**
   * A lead for an address without availability (kind CALLBACK, or none). Validated with the market's
   * patterns; stored with the sandbox clock's time, and every lead older than 6 months is deleted on
   * each write (SPEC §9). Kind BUILD_NOTICE: `buildNotice` above.
   */
  app.post('/contact', async (c) => {
    const { addresses, suppliers, countryConfig } = availability(c);
    if (!countryConfig || suppliers.length === 0) return apiError(c, 404, 'not_found', 'This market sells no fixed line.');
    const raw = await bodyAsSent(c);
    if (stringAt(raw, 'kind') === 'BUILD_NOTICE') return buildNotice(c, raw, addresses, countryConfig.countryId);
    const body = fixedLineContactRequest.safeParse(raw);
    const fields = fieldErrors(body.error?.issues ?? [], countryConfig, {
      zip: stringAt(raw, 'address', 'zip'),
      zipField: 'address.zip',
      phone: stringAt(raw, 'phone'),
    });
    if (!body.success || fields.length > 0) return invalid(c, messageFor(fields), fields);
    const now = clock.now();
    const stored = fixedLine.addLead(c.get('market'), body.data, now, leadRetentionCutoff(now));
    return c.json(
      fixedLineContactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }),
      201,
    );
  });

  return app;
}
