import { Hono, type MiddlewareHandler } from 'hono';
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
  type FixedLineBuildNoticeRequest,
  type Mandant,
} from '@storefront/wire';
import type { FieldError } from '@storefront/wire/field-errors';
import { resultFor, searchAddress } from '../address-search';
import { isPlanned, requestBuildNotice } from '../fibre-build-notice';
import type { Clock } from '../clock';
import { apiError, sendWire, type Ctx, type Env } from '../context';
import { visibleOn } from '../present';
import { leadDeleteAfter, leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import { chosenBy, kindOf, withFieldRule } from '../body-rules';
import { jsonBody, jsonBodyFor, type Refusal } from '../json-body';

function invalid(c: Ctx, message: string, fields: FieldError[]) {
  return c.json(fieldErrorBody.parse({ error: 'invalid_request', message, fields }), 400);
}

/** The error's message: SPEC §5 "search needs more than 1 character" when that is it. */
function messageFor(fields: FieldError[]): string {
  if (fields.some((f) => f.code === 'too_short')) return 'Search needs more than 1 character.';
  return 'Some fields are missing or invalid.';
}

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value.trim());

/**
 * `schema` with the market rules of /config/mandant (the postal-code pattern; a mobile or a landline
 * number) on the fields the schema accepted, reported after the schema's own codes.
 */
function withMarketRules<S extends z.ZodType>(schema: S, config: Mandant['countryConfig'], paths: { zip: string[]; phone?: string[] }) {
  const zipRule = withFieldRule(schema, paths.zip, (zip) => (matches(config.zipCodeRegex, zip) ? undefined : 'invalid_format'));
  if (!paths.phone) return zipRule;
  return withFieldRule(zipRule, paths.phone, (phone) =>
    matches(config.mobilePhoneNumberRegex, phone) || matches(config.phoneNumberRegex, phone) ? undefined : 'invalid_format',
  );
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

  /** 404 where the market sells no fixed line, before the body is read. */
  const sold: MiddlewareHandler<Env> = async (c, next) => {
    const { suppliers, countryConfig } = availability(c);
    if (!countryConfig || suppliers.length === 0) return apiError(c, 404, 'not_found', 'This market sells no fixed line.');
    await next();
  };
  const countryConfigOf = (c: Ctx) => availability(c).countryConfig!;
  const refuse: Refusal = (c, fields) => invalid(c, messageFor(fields), fields);

  const searchBody = jsonBodyFor((c) => withMarketRules(addressSearchRequest, countryConfigOf(c), { zip: ['zip'] }), refuse);

  app.post('/:call{addresses:search}', sold, searchBody, async (c) => {
    const { addresses, suppliers } = availability(c);
    return sendWire(c, addressSearchResult, searchAddress(c.req.valid('json'), addresses, suppliers, countryConfigOf(c).countryId));
  });

  app.post('/:call{addresses:choose}', jsonBody(addressChooseRequest, refuse), async (c) => {
    const body = c.req.valid('json');
    const { addresses, suppliers, countryConfig } = availability(c);
    const address = addresses.find((a) => a.id === body.addressId);
    if (!address || !countryConfig) return apiError(c, 404, 'not_found', 'No such address.');
    return sendWire(c, addressSearchResult, resultFor(address, suppliers, countryConfig.countryId));
  });

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
  const buildNotice = (
    c: Ctx,
    body: FixedLineBuildNoticeRequest,
    addresses: ReturnType<typeof availability>['addresses'],
    countryId: string,
  ) => {
    const address = addresses.find((a) => a.id === body.addressId);
    if (!address) return apiError(c, 404, 'not_found', 'No such address.');
    if (!isPlanned(address)) return apiError(c, 409, 'not_planned', 'No fibre build is planned at this address.');
    const now = clock.now();
    const request = { body, address, countryId, language: c.get('language') };
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
  /** A build notice by its kind, any other body as a lead, checked with the market's patterns. */
  const contactBody = jsonBodyFor(
    (c) =>
      chosenBy((sent) =>
        kindOf(sent) === 'BUILD_NOTICE'
          ? fixedLineBuildNoticeRequest
          : withMarketRules(fixedLineContactRequest, countryConfigOf(c), { zip: ['address', 'zip'], phone: ['phone'] }),
      ),
    refuse,
  );

  app.post('/contact', sold, contactBody, async (c) => {
    const body = c.req.valid('json');
    if (body.kind === 'BUILD_NOTICE') return buildNotice(c, body, availability(c).addresses, countryConfigOf(c).countryId);
    const now = clock.now();
    const stored = fixedLine.addLead(c.get('market'), body, now, leadRetentionCutoff(now));
    return c.json(
      fixedLineContactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }),
      201,
    );
  });

  return app;
}
