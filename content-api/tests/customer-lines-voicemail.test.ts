import { apiError, customVoicemailAvailability, fieldErrorBody, voicemailSettings, voicemailSpeakers } from '@storefront/wire';
import { GREETING_MAX_BYTES } from '@storefront/rules/voicemail-greeting';
import { customersOf } from './support/customer';
import type { Send } from './support/orders';

let katharina: Send; // AT 10000001: CALL_FORWARDING
let florian: Send; // AT 10000002: no CALL_FORWARDING; line 4 is data only

beforeEach(async () => {
  [katharina, florian] = (await customersOf('2026-11-23T10:00:00Z', 'AT', ['10000001', '10000002'])).senders as [Send, Send];
});

const SETTINGS = '/customerarea/settings/P-10000001-1';
const settings = async (send: Send, path = SETTINGS) => voicemailSettings.parse(await (await send('GET', path)).json());
const ogg = new Uint8Array([...Buffer.from('OggS'), 0, 2, 0, 0, 0, 0, 0, 0]);
const upload = (send: Send, body: Uint8Array, type: string, path = `${SETTINGS}/customvoicemail`) =>
  send('PUT', path, body, { 'Content-Type': type });

describe('GET and PUT /customerarea/settings/{id}', () => {
  it('reads the defaults, with call forwarding only for customers who have the feature', async () => {
    expect(await settings(katharina)).toEqual({
      voicemail: {
        enabled: true,
        notifySMS: true,
        notifyMail: false,
        mailAddress: null,
        withoutRecording: false,
        notifyNoService: true,
        calleeAsSMSSource: false,
        customVoicemail: false,
        voiceMailSpeakerId: 1,
      },
      forward: { enabled: false, msisdn: null },
    });
    expect((await settings(florian, '/customerarea/settings/P-10000002-1')).forward).toBeUndefined();
  });

  it('changes the voicemail and forwards to a number in international form', async () => {
    const response = await katharina('PUT', SETTINGS, {
      voicemail: { notifyMail: true, mailAddress: 'katharina.gruber@example.org', voiceMailSpeakerId: 9 },
      forward: { enabled: true, msisdn: '0664 7654321' },
    });
    expect(response.status).toBe(200);
    const saved = await settings(katharina);
    expect(saved.voicemail).toMatchObject({
      notifyMail: true,
      mailAddress: 'katharina.gruber@example.org',
      voiceMailSpeakerId: 9,
      enabled: true,
    });
    expect(saved.forward).toEqual({ enabled: true, msisdn: '+436647654321' });
  });

  it('refuses forwarding without the CALL_FORWARDING feature with 403', async () => {
    const response = await florian('PUT', '/customerarea/settings/P-10000002-1', { forward: { enabled: true, msisdn: '+436647654321' } });
    expect(response.status).toBe(403);
    expect(apiError.parse(await response.json()).error).toBe('feature_required');
  });

  it('answers 400 with the fields: mail without address, unknown speaker, bad or own number, greeting not uploaded', async () => {
    const cases: [unknown, string, string][] = [
      [{ voicemail: { notifyMail: true } }, 'voicemail.mailAddress', 'required'],
      [{ voicemail: { mailAddress: 'not-an-address' } }, 'voicemail.mailAddress', 'invalid_format'],
      [{ voicemail: { voiceMailSpeakerId: 41 } }, 'voicemail.voiceMailSpeakerId', 'not_allowed'],
      [{ voicemail: { customVoicemail: true } }, 'voicemail.customVoicemail', 'not_allowed'],
      [{ forward: { enabled: true } }, 'forward.msisdn', 'required'],
      [{ forward: { enabled: true, msisdn: 'call me' } }, 'forward.msisdn', 'invalid_format'],
      [{ forward: { enabled: true, msisdn: '+43 664 1234501' } }, 'forward.msisdn', 'not_allowed'],
      [{ voicemail: { enabled: 'yes' } }, 'voicemail.enabled', 'required'],
      [{}, '(body)', 'required'],
    ];
    for (const [body, field, code] of cases) {
      const response = await katharina('PUT', SETTINGS, body);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).fields).toContainEqual({ field, code });
    }
  });

  it('has no voicemail on a data-only line', async () => {
    const response = await florian('GET', '/customerarea/settings/P-10000002-4');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('no_voicemail');
  });
});

describe('the speakers', () => {
  it('lists the market’s voices with their languages, named in the request language', async () => {
    const response = await katharina('GET', `${SETTINGS}/voicemail/speaker`, undefined, { 'Accept-Language': 'de-AT' });
    const speakers = voicemailSpeakers.parse(await response.json());
    expect(speakers.map((s) => [s.phoneAccountVoiceMailSpeakerId, s.name, s.language.language, s.language.name])).toEqual([
      [1, 'Anna', 'de-AT', 'Deutsch'],
      [2, 'Lukas', 'de-AT', 'Deutsch'],
      [9, 'Emily', 'en-GB', 'Englisch'],
    ]);
  });
});

describe('the custom greeting', () => {
  it('is uploaded, played back, in use, and removed', async () => {
    expect((await katharina('GET', `${SETTINGS}/customvoicemail`)).status).toBe(404);
    const uploaded = await upload(katharina, ogg, 'audio/ogg');
    expect(uploaded.status).toBe(200);
    expect(customVoicemailAvailability.parse(await uploaded.json())).toEqual({ available: true });
    const played = await katharina('GET', `${SETTINGS}/customvoicemail`);
    expect(played.headers.get('Content-Type')).toBe('audio/ogg');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(ogg);
    expect((await settings(katharina)).voicemail.customVoicemail).toBe(true);
    expect(customVoicemailAvailability.parse(await (await katharina('GET', `${SETTINGS}/customvoicemail/available`)).json())).toEqual({
      available: true,
    });

    const removed = await katharina('DELETE', `${SETTINGS}/customvoicemail`);
    expect(customVoicemailAvailability.parse(await removed.json())).toEqual({ available: false });
    expect((await settings(katharina)).voicemail.customVoicemail).toBe(false);
    expect((await katharina('GET', `${SETTINGS}/customvoicemail`)).status).toBe(404);
    expect((await katharina('DELETE', `${SETTINGS}/customvoicemail`)).status).toBe(404);
  });

  it('takes a browser recording as audio/webm with codecs', async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    expect((await upload(katharina, webm, 'audio/webm;codecs=opus')).status).toBe(200);
  });

  it('refuses other types with 415, bytes not of the type with 415, more than 2 MB with 413, nothing with 400', async () => {
    expect((await upload(katharina, ogg, 'video/mp4')).status).toBe(415);
    expect((await upload(katharina, ogg, 'audio/mpeg')).status).toBe(415);
    const big = new Uint8Array(GREETING_MAX_BYTES + 1);
    big.set(ogg);
    const tooLarge = await upload(katharina, big, 'audio/ogg');
    expect(tooLarge.status).toBe(413);
    expect(apiError.parse(await tooLarge.json()).error).toBe('payload_too_large');
    expect((await upload(katharina, new Uint8Array(), 'audio/ogg')).status).toBe(400);
    expect(customVoicemailAvailability.parse(await (await katharina('GET', `${SETTINGS}/customvoicemail/available`)).json())).toEqual({
      available: false,
    });
  });
});
