/**
 * Contract: the calls of lib/platform/content-api/customer-lines.ts against the reference API over HTTP, parsed
 * by the schemas the storefront uses. Imported after the server has its port (see content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { apiError, fieldErrorBody } from '@/lib/platform/content-api/schemas';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let lines: typeof import('@/lib/platform/content-api/customer-lines');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  lines = await import('@/lib/platform/content-api/customer-lines');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const UK: ContentContext = { market: 'UK', locale: 'en-GB' };
const tokenOf = async (ctx: ContentContext, customerNumber: string) =>
  data(await auth.login(ctx, { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD })).token;

/** The failure of a call that should fail, for its kind, status and body. */
function failure<T>(result: { ok: true; data: T } | { ok: false; error: { kind: string; status?: number; body?: unknown } }) {
  if (result.ok) throw new Error('the call succeeded');
  return result.error;
}

describe('customer lines contract', () => {
  it('reads the tariffs and changes a tariff once a month', async () => {
    const token = await tokenOf(AT, '10000001');
    const [line] = data(await lines.getCustomerTariffs(AT, token));
    expect(line!.productKey).toBe('P-10000001-1');
    expect(data(await lines.getCustomerTariff(AT, token, 'P-10000001-1')).tariff.tariffName).toBe('Mobil M');
    const changed = data(await lines.changeCustomerTariff(AT, token, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-S' }));
    expect(changed.nextFreeTariffChange).toBe('2026-12-01');
    const again = failure(await lines.changeCustomerTariff(AT, token, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-M' }));
    expect(again).toMatchObject({ kind: 'rejected', status: 409 });
    expect(apiError.parse(again.body).error).toBe('tariff_change_limit');
    expect(failure(await lines.getCustomerTariff(AT, token, 'P-10000002-1')).kind).toBe('not_found');
  });

  it('reads and sets spending caps, giving field errors as a value', async () => {
    const token = await tokenOf(AT, '10000001');
    expect(data(await lines.getSpendingCaps(AT, token, 'P-10000001-1')).groups[0]!.name).toBe('Über Ihr Inklusivvolumen hinaus');
    const saved = data(await lines.changeSpendingCaps(AT, token, 'P-10000001-1', { caps: [{ id: 'DATA', value: 20 }] }));
    expect(saved.groups[0]!.caps.find((c) => c.id === 'DATA')?.value).toBe(20);
    const refused = failure(await lines.changeSpendingCaps(AT, token, 'P-10000001-1', { caps: [{ id: 'DATA', value: 500 }] }));
    expect(fieldErrorBody.parse(refused.body).fields).toEqual([{ field: 'caps.0.value', code: 'too_large' }]);
  });

  it('reads and sets voicemail, speakers and the custom greeting', async () => {
    const token = await tokenOf(AT, '10000001');
    expect(data(await lines.getVoicemailSettings(AT, token, 'P-10000001-1')).forward).toEqual({ enabled: false, msisdn: null });
    const saved = data(await lines.changeVoicemailSettings(AT, token, 'P-10000001-1', { voicemail: { voiceMailSpeakerId: 2 } }));
    expect(saved.voicemail.voiceMailSpeakerId).toBe(2);
    expect(data(await lines.getVoicemailSpeakers(AT, token, 'P-10000001-1')).map((s) => s.name)).toEqual(['Anna', 'Lukas', 'Emily']);
    expect(failure(await lines.getCustomVoicemail(AT, token, 'P-10000001-1')).kind).toBe('not_found');

    const wav = new Uint8Array([...Buffer.from('RIFF'), 36, 0, 0, 0, ...Buffer.from('WAVEfmt ')]);
    expect(data(await lines.uploadCustomVoicemail(AT, token, 'P-10000001-1', new Blob([wav]), 'audio/wav'))).toEqual({ available: true });
    expect(data(await lines.getCustomVoicemailAvailability(AT, token, 'P-10000001-1'))).toEqual({ available: true });
    const audio = data(await lines.getCustomVoicemail(AT, token, 'P-10000001-1'));
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(wav);
    expect(data(await lines.deleteCustomVoicemail(AT, token, 'P-10000001-1'))).toEqual({ available: false });

    const notAudio = failure(await lines.uploadCustomVoicemail(AT, token, 'P-10000001-1', new Blob([wav]), 'audio/ogg'));
    expect(notAudio).toMatchObject({ kind: 'rejected', status: 415 });
    const florian = await tokenOf(AT, '10000002');
    const forward = failure(await lines.changeVoicemailSettings(AT, florian, 'P-10000002-1', { forward: { enabled: false } }));
    expect(forward.kind).toBe('forbidden');
  });

  it('reads the eSIM profile, blocks and replaces SIM cards', async () => {
    const token = await tokenOf(AT, '10000002');
    expect(failure(await lines.getEsimProfile(AT, token, 'P-10000002-1')).kind).toBe('not_found');
    expect(data(await lines.getEsimProfile(AT, await tokenOf(AT, '10000001'), 'P-10000001-1')).activationCode).toMatch(/^\d{6}$/);

    const shipped = data(await lines.requestSimReplacement(AT, token, { productKey: 'P-10000002-3', simType: 'SIM' }));
    expect(shipped.status).toBe('SHIPPED');
    expect(data(await lines.confirmSimReplacement(AT, token, 'P-10000002-3', shipped.humanReadableIccid)).status).toBe('ACTIVE');
    expect(data(await lines.getSimState(AT, token, 'P-10000002-3')).humanReadableIccid).toBe(shipped.humanReadableIccid);

    expect(data(await lines.lockSim(AT, token, 'P-10000002-3')).status).toBe('BLOCKED');
    const twice = failure(await lines.lockSim(AT, token, 'P-10000002-3'));
    expect(twice).toMatchObject({ kind: 'rejected', status: 409 });
  });

  it('requests UK switching codes', async () => {
    const token = await tokenOf(UK, '40000001');
    const pac = data(await lines.requestAuthorisationCode(UK, token, 'P-40000001-1', 'PAC'));
    expect(pac.expiryDate).toBe('2026-12-23');
    expect(data(await lines.getAuthorisationCodes(UK, token, 'P-40000001-1'))).toEqual([pac]);
  });

  it('terminates a line once: the fibre line at the end of its 24-month term', async () => {
    const token = await tokenOf(AT, '10000001');
    const confirmation = data(await lines.terminateContract(AT, token, { productKey: 'P-10000001-3' }));
    expect(confirmation).toMatchObject({ effectiveDate: '2027-08-20', runtimeEnd: '2027-08-20' });
    const twice = failure(await lines.terminateContract(AT, token, { productKey: 'P-10000001-3' }));
    expect(apiError.parse(twice.body).error).toBe('already_terminated');
  });
});
