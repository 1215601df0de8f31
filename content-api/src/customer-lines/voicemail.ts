/**
 * SPEC §3 Voicemail settings of a voice line, GET and PUT /customerarea/settings/{id}. Call
 * forwarding is only for customers with the CALL_FORWARDING feature (SPEC §6): they alone see
 * `forward`, and a change of it by anyone else is refused with 403 feature_required.
 */
import type { CallForward, FieldErrorBody, Voicemail, VoicemailSettings, VoicemailSettingsChange } from '@storefront/wire';
import { internationalNumber } from '../phone';
import type { Store } from '../store';
import { greetingOf, hasGreeting } from './greeting';
import { lineAspect, type MobileLine } from './lines';
import { speakersOf } from './speakers';

type VoicemailState = { voicemail: Partial<Voicemail>; forward: Partial<CallForward> };
const voicemailState = (store: Pick<Store, 'customerState'>, line: MobileLine) => lineAspect<VoicemailState>(store, line, 'voicemail');

const mayForward = (line: MobileLine) => line.customer.features.includes('CALL_FORWARDING');

function defaults(line: MobileLine): VoicemailState & { voicemail: Voicemail; forward: CallForward } {
  return {
    voicemail: {
      enabled: true,
      notifySMS: true,
      notifyMail: false,
      mailAddress: null,
      withoutRecording: false,
      notifyNoService: true,
      calleeAsSMSSource: false,
      customVoicemail: false,
      voiceMailSpeakerId: speakersOf(line.market)[0]!.phoneAccountVoiceMailSpeakerId,
    },
    forward: { enabled: false, msisdn: null },
  };
}

function merged(store: Pick<Store, 'customerState'>, line: MobileLine) {
  const base = defaults(line);
  const state = voicemailState(store, line).get();
  return { voicemail: { ...base.voicemail, ...state?.voicemail }, forward: { ...base.forward, ...state?.forward } };
}

export function voicemailSettingsOf(store: Pick<Store, 'customerState'>, line: MobileLine): VoicemailSettings {
  const { voicemail, forward } = merged(store, line);
  const settings = { voicemail: { ...voicemail, customVoicemail: voicemail.customVoicemail && hasGreeting(store, line) } };
  return mayForward(line) ? { ...settings, forward } : settings;
}

export type VoicemailOutcome = { ok: true } | { ok: false; fields: FieldErrorBody['fields'] } | { ok: false; forbidden: true };

export function changeVoicemailSettings(
  store: Pick<Store, 'customerState'>,
  line: MobileLine,
  body: VoicemailSettingsChange,
): VoicemailOutcome {
  if (body.forward !== undefined && !mayForward(line)) return { ok: false, forbidden: true };
  const current = merged(store, line);
  const voicemail = { ...current.voicemail, ...body.voicemail };
  const forward = { ...current.forward, ...body.forward };
  const fields: FieldErrorBody['fields'] = [];
  if (voicemail.notifyMail && !voicemail.mailAddress) fields.push({ field: 'voicemail.mailAddress', code: 'required' });
  if (!speakersOf(line.market).some((s) => s.phoneAccountVoiceMailSpeakerId === voicemail.voiceMailSpeakerId)) {
    fields.push({ field: 'voicemail.voiceMailSpeakerId', code: 'not_allowed' });
  }
  if (body.voicemail?.customVoicemail && !hasGreeting(store, line))
    fields.push({ field: 'voicemail.customVoicemail', code: 'not_allowed' });
  if (body.forward?.msisdn) {
    const number = internationalNumber(body.forward.msisdn, line.market);
    if (number === null) fields.push({ field: 'forward.msisdn', code: 'invalid_format' });
    else if (number === internationalNumber(line.product.msisdn ?? '', line.market))
      fields.push({ field: 'forward.msisdn', code: 'not_allowed' });
    else forward.msisdn = number;
  }
  if (forward.enabled && !forward.msisdn) fields.push({ field: 'forward.msisdn', code: 'required' });
  if (fields.length > 0) return { ok: false, fields };
  voicemailState(store, line).put({ voicemail, forward });
  return { ok: true };
}

/** Uploading a greeting makes it the one callers hear; removing it goes back to the speaker's. */
export function useCustomGreeting(store: Pick<Store, 'customerState'>, line: MobileLine, on: boolean): void {
  const current = merged(store, line);
  voicemailState(store, line).put({ ...current, voicemail: { ...current.voicemail, customVoicemail: on } });
  if (!on) greetingOf(store, line).put(null);
}
