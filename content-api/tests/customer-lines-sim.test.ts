import { apiError, authorisationCode, authorisationCodes, esimProfile, fieldErrorBody, simReplacement, simState } from '@storefront/wire';
import { luhnCheckDigit, passesLuhn } from '@storefront/rules/luhn';
import { customersOf } from './support/customer';
import type { Send } from './support/orders';

const NOW = '2026-11-23T10:00:00Z';
let katharina: Send; // AT 10000001: eSIM on line 1
let florian: Send; // AT 10000002: physical SIMs, SIM_CHANGE

beforeEach(async () => {
  [katharina, florian] = (await customersOf(NOW, 'AT', ['10000001', '10000002'])).senders as [Send, Send];
});

const digitsOf = (humanReadable: string) => humanReadable.replace(/\s/g, '');

describe('GET /customerarea/tariff/{id}/esim', () => {
  it('gives an eSIM line’s profile with its 6-digit activation code, the same on every read', async () => {
    const first = esimProfile.parse(await (await katharina('GET', '/customerarea/tariff/P-10000001-1/esim')).json());
    expect(first.smdpAddress).toBe('smdp.sandbox.example');
    expect(first.matchingId).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    expect(first.activationCode).toMatch(/^\d{6}$/);
    expect(esimProfile.parse(await (await katharina('GET', '/customerarea/tariff/P-10000001-1/esim')).json())).toEqual(first);
  });

  it('answers 404 no_esim for a physical SIM', async () => {
    const response = await florian('GET', '/customerarea/tariff/P-10000002-1/esim');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('no_esim');
  });
});

describe('UK switching codes', () => {
  it('issues a PAC and a STAC valid 30 days, the same code while it is valid', async () => {
    const [oliver] = (await customersOf(NOW, 'UK', ['40000001'])).senders as [Send];
    const path = '/customerarea/tariff/P-40000001-1/porting/authorisationcode';
    expect(authorisationCodes.parse(await (await oliver('GET', path)).json())).toEqual([]);
    const issued = await oliver('POST', `${path}/PAC`);
    expect(issued.status).toBe(201);
    const pac = authorisationCode.parse(await issued.json());
    expect(pac).toEqual({ type: 'PAC', code: expect.stringMatching(/^[A-Z]{3}\d{6}$/), expiryDate: '2026-12-23' });
    const again = await oliver('POST', `${path}/PAC`);
    expect(again.status).toBe(200);
    expect(authorisationCode.parse(await again.json())).toEqual(pac);
    const stac = authorisationCode.parse(await (await oliver('POST', `${path}/STAC`)).json());
    expect(stac.code).toMatch(/^\d{6}[A-Z]{3}$/);
    expect(authorisationCodes.parse(await (await oliver('GET', path)).json())).toEqual([pac, stac]);
    const wrongType = await oliver('POST', `${path}/NPAC`);
    expect(fieldErrorBody.parse(await wrongType.json()).fields).toEqual([{ field: 'type', code: 'invalid_format' }]);
  });

  it('are not offered outside the UK', async () => {
    const response = await katharina('GET', '/customerarea/tariff/P-10000001-1/porting/authorisationcode');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('not_offered');
  });
});

describe('/simcards', () => {
  it('reads the card state', async () => {
    const state = simState.parse(await (await florian('GET', '/simcards/P-10000002-2')).json());
    expect(state).toMatchObject({ phoneAccountId: 'P-10000002-2', status: 'ACTIVE', simType: 'SIM' });
    expect(passesLuhn(digitsOf(state.humanReadableIccid))).toBe(true);
  });

  it('blocks a card once: only customer service reactivates it, and a blocked line gets no replacement', async () => {
    const locked = await florian('PUT', '/simcards/P-10000002-2/action:lock');
    expect(locked.status).toBe(200);
    expect(simState.parse(await locked.json()).status).toBe('BLOCKED');
    const again = await florian('PUT', '/simcards/P-10000002-2/action:lock');
    expect(again.status).toBe(409);
    expect(apiError.parse(await again.json()).error).toBe('already_blocked');
    const replacement = await florian('POST', '/simcards/replacements', { productKey: 'P-10000002-2', simType: 'SIM' });
    expect(replacement.status).toBe(409);
    expect(apiError.parse(await replacement.json()).error).toBe('sim_blocked');
    expect(simState.parse(await (await florian('GET', '/simcards/P-10000002-3')).json()).status).toBe('ACTIVE');
  });

  it('sends a physical card that is in use once its printed ICCID is typed', async () => {
    const ordered = await florian('POST', '/simcards/replacements', { productKey: 'P-10000002-2', simType: 'SIM' });
    expect(ordered.status).toBe(201);
    const card = simReplacement.parse(await ordered.json());
    expect(card.status).toBe('SHIPPED');
    const iccid = digitsOf(card.humanReadableIccid);
    expect(iccid).toMatch(/^894301\d{14}$/);
    expect(passesLuhn(iccid)).toBe(true);
    expect(card.technicalIccid).toBe(iccid.replace(/(.)(.)/g, '$2$1'));
    expect(card.humanReadableIccid).toMatch(/^(\d{4} ){4}\d{4}$/);
    const waiting = simState.parse(await (await florian('GET', '/simcards/P-10000002-2')).json());
    expect(waiting.shippedReplacement).toEqual({ requestedAt: card.requestedAt });
    expect(waiting.humanReadableIccid).not.toBe(card.humanReadableIccid);

    const wrongDigit = `${iccid.slice(0, -1)}${(Number(iccid.at(-1)) + 1) % 10}`;
    const checks: [string, string][] = [
      ['12345', 'invalid_format'],
      [wrongDigit, 'invalid_checksum'],
      [`8943011000000000000${luhnCheckDigit('8943011000000000000')}`, 'mismatch'],
    ];
    for (const [typed, code] of checks) {
      const response = await florian('POST', `/simcards/P-10000002-2/replacements/${typed}`);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'iccid', code }]);
    }
    const confirmed = await florian('POST', `/simcards/P-10000002-2/replacements/${encodeURIComponent(card.humanReadableIccid)}`);
    expect(confirmed.status).toBe(200);
    expect(simReplacement.parse(await confirmed.json()).status).toBe('ACTIVE');
    const replaced = simState.parse(await (await florian('GET', '/simcards/P-10000002-2')).json());
    expect(replaced.humanReadableIccid).toBe(card.humanReadableIccid);
    expect(replaced.shippedReplacement).toBeUndefined();
    expect((await florian('POST', `/simcards/P-10000002-2/replacements/${iccid}`)).status).toBe(409);
  });

  it('gives an eSIM a new profile at once', async () => {
    const before = esimProfile.parse(await (await katharina('GET', '/customerarea/tariff/P-10000001-1/esim')).json());
    const response = await katharina('POST', '/simcards/replacements', { productKey: 'P-10000001-1', simType: 'ESIM' });
    expect(response.status).toBe(201);
    const card = simReplacement.parse(await response.json());
    expect(card.status).toBe('ACTIVE');
    expect(card.esim?.matchingId).not.toBe(before.matchingId);
    expect(esimProfile.parse(await (await katharina('GET', '/customerarea/tariff/P-10000001-1/esim')).json())).toEqual(card.esim);
  });

  it('replaces cards only with the SIM_CHANGE feature', async () => {
    const [marco] = (await customersOf(NOW, 'IT', ['50000002'])).senders as [Send];
    const response = await marco('POST', '/simcards/replacements', { productKey: 'P-50000002-1', simType: 'SIM' });
    expect(response.status).toBe(403);
    expect(apiError.parse(await response.json()).error).toBe('feature_required');
  });

  it('answers 400 with the fields for a bad replacement body', async () => {
    const response = await florian('POST', '/simcards/replacements', { productKey: 'P-10000002-2', simType: 'USIM' });
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'simType', code: 'required' }]);
  });
});
