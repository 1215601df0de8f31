/**
 * SPEC §7 Porting signature calls, mounted by portings.ts at /portings: signing (drawn, or typed and
 * confirmed by the SMS code), the signing link for the phone (QR code or SMS), what the phone page
 * shows, and the SMS code. Rules in ../portings/.
 */
import { Hono, type Context } from 'hono';
import {
  portingCodeValidation,
  portingInfo,
  portingLinkSent,
  portingOrderSignRequest,
  portingSignRequest,
  portingSigned,
  portingVerified,
} from '@storefront/wire';
import { tooMany } from '../auth/kit';
import type { StorefrontOrigin } from '../auth/links';
import { authThrottle } from '../auth/throttle';
import { dayOf, type Clock } from '../clock';
import { apiError, type Env } from '../context';
import { internationalNumber } from '../phone';
import { mayAct, ownMobilePorting, portingCaller, portingNotFound, type PortingStore } from '../portings/access';
import { issueSigningLink, LINK_MS, withQrCode } from '../portings/links';
import { isSignable, signPorting } from '../portings/signature';
import { linkedPorting, signerPorting } from '../portings/signer';
import { PORTING_TEXTS } from '../portings/texts';
import { sendConsentCode, validateConsentCode } from '../portings/verification';
import { mobilePortingWire } from '../portings/wire';
import { leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import type { MobilePortingRecord } from '../store/porting-cases';
import { jsonBody } from '../json-body';
import { invalid } from '../invalid-request';

type SignatureStore = PortingStore & Pick<Store, 'config' | 'portings' | 'oneTimeCodes' | 'outbox' | 'authThrottle'>;

const notSignable = (c: Context) => apiError(c, 409, 'not_signable', 'The porting is being processed or finished.');

export function portingSignatureRoutes(store: SignatureStore, clock: Clock, origin: StorefrontOrigin) {
  const app = new Hono<Env>();
  const throttle = authThrottle(store, clock);
  const verification = { store, clock, throttle };

  /** Signs and stores; a signing link used for it is used up. */
  const sign = (c: Context<Env>, porting: MobilePortingRecord, request: Parameters<typeof signPorting>[1], signingToken?: string) => {
    const outcome = signPorting(porting, request, clock.now());
    if (!outcome.ok) return 'fields' in outcome ? invalid(c, outcome.fields) : apiError(c, outcome.status, outcome.code, outcome.message);
    store.portingCases.put(c.get('market'), outcome.porting);
    if (signingToken !== undefined) store.portingCases.useLink(c.get('market'), signingToken, clock.now());
    return c.json(portingSigned.parse({ isSigned: true }));
  };

  app.put('/:call{form:sign}', jsonBody(portingOrderSignRequest), async (c) => {
    const who = portingCaller(c, store, clock);
    if (!who.ok) return who.response;
    const body = c.req.valid('json');
    const porting = store.portingCases.get(c.get('market'), body.phoneAccountId);
    if (!porting || porting.kind !== 'MOBILE' || porting.orderId !== body.billingContractId || !mayAct(store, c, who.caller, porting))
      return portingNotFound(c);
    return sign(c, porting, { signatureBase64: body.signatureBase64 });
  });

  app.put('/phoneaccounts/:id/:call{form:sign}', jsonBody(portingSignRequest), async (c) => {
    const body = c.req.valid('json');
    const found = signerPorting(c, store, clock, c.req.param('id'), body.signingToken);
    if (!found.ok) return found.response;
    return sign(c, found.porting, body, found.signingToken);
  });

  app.get('/phoneaccounts/:id/issigned', (c) => {
    const found = ownMobilePorting(c, store, clock, c.req.param('id'));
    return found.ok ? c.json(portingSigned.parse({ isSigned: found.porting.isSigned })) : found.response;
  });

  /** The porting `id` a signing link may be made for: the caller's, not yet signed, still OPEN or FAILED. */
  const linkable = (c: Context<Env>) => {
    const found = ownMobilePorting(c, store, clock, c.req.param('id') ?? '');
    if (!found.ok) return found;
    if (found.porting.isSigned)
      return { ok: false as const, response: apiError(c, 409, 'already_signed', 'The porting is signed already.') };
    if (!isSignable(found.porting)) return { ok: false as const, response: notSignable(c) };
    return found;
  };

  app.get('/phoneaccounts/:id/:call{link:qrcode}', async (c) => {
    const found = linkable(c);
    if (!found.ok) return found.response;
    const link = issueSigningLink({ store, origin }, c.get('market'), found.porting, c.req.header('Accept-Language'), clock.now());
    return c.json(await withQrCode(link));
  });

  app.put('/phoneaccounts/:id/:call{link:sms}/:number', (c) => {
    const market = c.get('market');
    const found = linkable(c);
    if (!found.ok) return found.response;
    const to = internationalNumber(c.req.param('number'), market);
    if (!to) return invalid(c, [{ field: 'number', code: 'invalid_format' }]);
    const retryAfter = throttle.send(market, `porting-link:${found.porting.phoneAccountId}`);
    if (retryAfter > 0) return tooMany(c, retryAfter);
    const now = clock.now();
    const link = issueSigningLink({ store, origin }, market, found.porting, c.req.header('Accept-Language'), now);
    const text = PORTING_TEXTS[c.get('language')].signingLink(found.porting.data.phoneNumber, link.link, LINK_MS / 60_000);
    store.outbox.send(market, { channel: 'SMS', to, text, customerNumber: found.porting.customerNumber }, now, leadRetentionCutoff(now));
    return c.json(portingLinkSent.parse({ sentTo: to, expiresAt: link.expiresAt }));
  });

  app.get('/info/:token', (c) => {
    const found = linkedPorting(c, store, clock, c.req.param('token'));
    if (!found.ok) return found.response;
    const wire = mobilePortingWire(found.porting, dayOf(clock.now()));
    const provider = store.portings.all(c.get('market')).find((p) => p.id === wire.previousProviderId);
    return c.json(
      portingInfo.parse({ ...wire, previousProvider: provider?.displayName ?? wire.previousProviderId, expiresAt: found.linkExpiresAt }),
    );
  });

  app.get('/phoneaccounts/:id/verification/:call{sms:send}', (c) => {
    const found = signerPorting(c, store, clock, c.req.param('id'), c.req.query('signingToken'));
    if (!found.ok) return found.response;
    if (!isSignable(found.porting)) return notSignable(c);
    const sent = sendConsentCode(verification, c.get('market'), found.porting, c.get('language'));
    return sent.ok ? c.json(sent.sent) : tooMany(c, sent.retryAfter);
  });

  app.put('/phoneaccounts/:id/verification/:call{sms:validate}', jsonBody(portingCodeValidation), async (c) => {
    const body = c.req.valid('json');
    const found = signerPorting(c, store, clock, c.req.param('id'), body.signingToken);
    if (!found.ok) return found.response;
    const outcome = validateConsentCode(verification, c.get('market'), found.porting, body.verificationCode);
    if (!outcome.ok)
      return 'retryAfter' in outcome
        ? tooMany(c, outcome.retryAfter)
        : invalid(c, [{ field: 'verificationCode', code: 'mismatch' }], 'verification_failed');
    store.portingCases.put(c.get('market'), outcome.porting);
    return c.json(portingVerified.parse({ verified: true }));
  });

  return app;
}
