/**
 * /customerarea calls about one of the customer's lines (SPEC §7 Customer area): tariff and tariff
 * change, eSIM profile, UK switching codes, spending caps, voicemail with its greeting, termination.
 * Mounted by customer-area.ts, behind its bearer-token check; logic in ../customer-lines/.
 */
import { Hono } from 'hono';
import {
  authorisationCodeType,
  customVoicemailAvailability,
  customerTariffChange,
  spendingCapsChange,
  terminationConfirmation,
  terminationRequest,
  voicemailSettingsChange,
  voicemailSpeakers,
} from '@storefront/wire';
import { isDataTariff } from '@storefront/rules/tariff-kind';
import type { Clock } from '../clock';
import { apiError } from '../context';
import { greetingUpload } from '../customer-lines/greeting-upload';
import { greetingOf, hasGreeting } from '../customer-lines/greeting';
import { currentTariff } from '../customer-lines/line-tariff';
import { lineOf, mobileLineOf, mobileLinesOf, type LineCtx, type LineStore } from '../customer-lines/lines';
import { cardOf, esimProfileOf } from '../customer-lines/sim';
import { speakersOf } from '../customer-lines/speakers';
import { changeSpendingCaps, spendingCapsOf } from '../customer-lines/spending-caps';
import { requestCode, validCodes } from '../customer-lines/switching-codes';
import { changeTariff, customerTariffOf } from '../customer-lines/tariff';
import { terminate } from '../customer-lines/termination';
import { changeVoicemailSettings, useCustomGreeting, voicemailSettingsOf } from '../customer-lines/voicemail';
import { localise } from '../localise';
import type { CustomerEnv } from '../require-customer';
import { invalid } from '../invalid-request';
import { jsonBody } from '../json-body';

export function customerLineRoutes(store: LineStore, clock: Clock) {
  const app = new Hono<CustomerEnv>();

  /** The customer's voice line `key`: data-only lines have no voicemail. */
  const voiceLineOf = (c: LineCtx, key: string) => {
    const found = mobileLineOf(c, clock, key);
    if (found.ok && isDataTariff(currentTariff(store, found.line))) {
      return { ok: false as const, response: apiError(c, 404, 'no_voicemail', 'A data-only line has no voicemail.') };
    }
    return found;
  };

  app.get('/tariffs', (c) => c.json(mobileLinesOf(c, clock).map((line) => customerTariffOf(c, store, line))));

  app.get('/tariffs/:key', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    return found.ok ? c.json(customerTariffOf(c, store, found.line)) : found.response;
  });

  app.put('/tariff/:key', jsonBody(customerTariffChange), async (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    if (!found.ok) return found.response;
    const body = c.req.valid('json');
    const outcome = changeTariff(c, store, found.line, body);
    if (!outcome.ok) return 'fields' in outcome ? invalid(c, outcome.fields) : apiError(c, 409, outcome.conflict, outcome.message);
    return c.json(customerTariffOf(c, store, found.line));
  });

  app.get('/tariff/:key/esim', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    if (!found.ok) return found.response;
    const profile = esimProfileOf(cardOf(store, found.line));
    return profile ? c.json(profile) : apiError(c, 404, 'no_esim', 'This line has a physical SIM card.');
  });

  /** UK only: switching codes are Ofcom's (SPEC §3 Authorisation code). */
  const ukLineOf = (c: LineCtx, key: string) =>
    c.get('market') === 'UK'
      ? mobileLineOf(c, clock, key)
      : { ok: false as const, response: apiError(c, 404, 'not_offered', 'Switching codes exist only in the UK.') };

  app.get('/tariff/:key/porting/authorisationcode', (c) => {
    const found = ukLineOf(c, c.req.param('key'));
    return found.ok ? c.json(validCodes(store, found.line)) : found.response;
  });

  app.post('/tariff/:key/porting/authorisationcode/:type', (c) => {
    const found = ukLineOf(c, c.req.param('key'));
    if (!found.ok) return found.response;
    const type = authorisationCodeType.safeParse(c.req.param('type'));
    if (!type.success) return invalid(c, [{ field: 'type', code: 'invalid_format' }]);
    const { code, issued } = requestCode(store, found.line, type.data);
    return c.json(code, issued ? 201 : 200);
  });

  app.get('/spendingcaps/:key', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    return found.ok ? c.json(spendingCapsOf(c, store, found.line)) : found.response;
  });

  app.put('/spendingcaps/:key', jsonBody(spendingCapsChange), async (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    if (!found.ok) return found.response;
    const body = c.req.valid('json');
    const outcome = changeSpendingCaps(store, found.line, body);
    return outcome.ok ? c.json(spendingCapsOf(c, store, found.line)) : invalid(c, outcome.fields);
  });

  app.get('/settings/:key', (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    return found.ok ? c.json(voicemailSettingsOf(store, found.line)) : found.response;
  });

  app.put('/settings/:key', jsonBody(voicemailSettingsChange), async (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    if (!found.ok) return found.response;
    const body = c.req.valid('json');
    const outcome = changeVoicemailSettings(store, found.line, body);
    if (!outcome.ok) {
      return 'fields' in outcome
        ? invalid(c, outcome.fields)
        : apiError(c, 403, 'feature_required', 'Call forwarding needs the CALL_FORWARDING feature.');
    }
    return c.json(voicemailSettingsOf(store, found.line));
  });

  app.get('/settings/:key/voicemail/speaker', (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    return found.ok ? c.json(voicemailSpeakers.parse(localise(speakersOf(found.line.market), c.get('language')))) : found.response;
  });

  app.get('/settings/:key/customvoicemail/available', (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    return found.ok ? c.json(customVoicemailAvailability.parse({ available: hasGreeting(store, found.line) })) : found.response;
  });

  app.get('/settings/:key/customvoicemail', (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    if (!found.ok) return found.response;
    const greeting = greetingOf(store, found.line).get();
    if (!greeting) return apiError(c, 404, 'no_greeting', 'This line has no custom greeting.');
    return c.body(new Uint8Array(Buffer.from(greeting.base64, 'base64')), 200, {
      'Content-Type': greeting.contentType,
      'Cache-Control': 'private, no-store',
    });
  });

  app.put('/settings/:key/customvoicemail', async (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    if (!found.ok) return found.response;
    const upload = await greetingUpload(c);
    if (!upload.ok) return upload.response;
    greetingOf(store, found.line).put({ contentType: upload.type, base64: Buffer.from(upload.bytes).toString('base64') });
    useCustomGreeting(store, found.line, true);
    return c.json(customVoicemailAvailability.parse({ available: true }));
  });

  app.delete('/settings/:key/customvoicemail', (c) => {
    const found = voiceLineOf(c, c.req.param('key'));
    if (!found.ok) return found.response;
    if (!hasGreeting(store, found.line)) return apiError(c, 404, 'no_greeting', 'This line has no custom greeting.');
    useCustomGreeting(store, found.line, false);
    return c.json(customVoicemailAvailability.parse({ available: false }));
  });

  app.post('/:call{contract:terminate}', jsonBody(terminationRequest), async (c) => {
    const body = c.req.valid('json');
    const found = lineOf(c, clock, body.productKey);
    if (!found.ok) return found.response;
    const outcome = terminate(store, clock, found.line, body, c.get('language'));
    if (!outcome.ok) return 'fields' in outcome ? invalid(c, outcome.fields) : apiError(c, 409, outcome.conflict, outcome.message);
    return c.json(terminationConfirmation.parse(outcome.termination), 201);
  });

  return app;
}
