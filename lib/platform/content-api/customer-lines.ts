import 'server-only';
import { GREETING_TYPES, type GreetingType } from '@/lib/domain/voicemail-greeting';
import { apiPath } from './api-path';
import { getBinary } from './binary';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  authorisationCode,
  authorisationCodes,
  customVoicemailAvailability,
  customerTariff,
  customerTariffs,
  esimProfile,
  simReplacement,
  simState,
  spendingCaps,
  terminationConfirmation,
  voicemailSettings,
  voicemailSpeakers,
  type AuthorisationCode,
  type AuthorisationCodeType,
  type CustomerTariff,
  type CustomerTariffChange,
  type CustomVoicemailAvailability,
  type EsimProfile,
  type SimReplacement,
  type SimReplacementRequest,
  type SimState,
  type SpendingCaps,
  type SpendingCapsChange,
  type TerminationConfirmation,
  type TerminationRequest,
  type VoicemailSettings,
  type VoicemailSettingsChange,
  type VoicemailSpeaker,
} from './schemas';

/*
 * SPEC §7 Customer area (a customer's lines) and SIM cards. Every call carries the customer's token;
 * the content API answers another customer's product key like an unknown one (not_found).
 */

/** GET /customerarea/tariffs: the customer's mobile lines with their tariffs. */
export const getCustomerTariffs = (ctx: ContentContext, token: string): Promise<Result<CustomerTariff[]>> =>
  call(ctx, 'customerarea/tariffs', customerTariffs, { token });

export const getCustomerTariff = (ctx: ContentContext, token: string, productKey: string): Promise<Result<CustomerTariff>> =>
  call(ctx, apiPath`customerarea/tariffs/${productKey}`, customerTariff, { token });

/** PUT /customerarea/tariff/{id}: tariff change (409 tariff_change_limit after this month's), settings, invoice reference. */
export const changeCustomerTariff = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  body: CustomerTariffChange,
): Promise<Result<CustomerTariff>> =>
  call(ctx, apiPath`customerarea/tariff/${productKey}`, customerTariff, { token, method: 'put', json: body });

export const getSpendingCaps = (ctx: ContentContext, token: string, productKey: string): Promise<Result<SpendingCaps>> =>
  call(ctx, apiPath`customerarea/spendingcaps/${productKey}`, spendingCaps, { token });

export const changeSpendingCaps = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  body: SpendingCapsChange,
): Promise<Result<SpendingCaps>> =>
  call(ctx, apiPath`customerarea/spendingcaps/${productKey}`, spendingCaps, { token, method: 'put', json: body });

export const getVoicemailSettings = (ctx: ContentContext, token: string, productKey: string): Promise<Result<VoicemailSettings>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}`, voicemailSettings, { token });

/** PUT /customerarea/settings/{id}: a forward change without the CALL_FORWARDING feature is a 403 (forbidden). */
export const changeVoicemailSettings = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  body: VoicemailSettingsChange,
): Promise<Result<VoicemailSettings>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}`, voicemailSettings, { token, method: 'put', json: body });

export const getVoicemailSpeakers = (ctx: ContentContext, token: string, productKey: string): Promise<Result<VoicemailSpeaker[]>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}/voicemail/speaker`, voicemailSpeakers, { token });

export const getCustomVoicemailAvailability = (
  ctx: ContentContext,
  token: string,
  productKey: string,
): Promise<Result<CustomVoicemailAvailability>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}/customvoicemail/available`, customVoicemailAvailability, { token });

/** GET …/customvoicemail: the greeting's audio, unread, for the caller to stream on (not_found when there is none). */
export const getCustomVoicemail = (ctx: ContentContext, token: string, productKey: string): Promise<Result<Response>> =>
  getBinary(ctx, apiPath`customerarea/settings/${productKey}/customvoicemail`, GREETING_TYPES, { token });

/** PUT …/customvoicemail: the audio as the body, with its type (a browser recording is audio/webm); 413/415 are rejected. */
export const uploadCustomVoicemail = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  audio: Blob,
  type: GreetingType,
): Promise<Result<CustomVoicemailAvailability>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}/customvoicemail`, customVoicemailAvailability, {
    token,
    method: 'put',
    body: audio,
    headers: { 'Content-Type': type },
  });

export const deleteCustomVoicemail = (
  ctx: ContentContext,
  token: string,
  productKey: string,
): Promise<Result<CustomVoicemailAvailability>> =>
  call(ctx, apiPath`customerarea/settings/${productKey}/customvoicemail`, customVoicemailAvailability, { token, method: 'delete' });

/** GET /customerarea/tariff/{id}/esim: not_found for a physical SIM. */
export const getEsimProfile = (ctx: ContentContext, token: string, productKey: string): Promise<Result<EsimProfile>> =>
  call(ctx, apiPath`customerarea/tariff/${productKey}/esim`, esimProfile, { token });

/** GET …/porting/authorisationcode (UK): the line's PAC and STAC still valid. */
export const getAuthorisationCodes = (ctx: ContentContext, token: string, productKey: string): Promise<Result<AuthorisationCode[]>> =>
  call(ctx, apiPath`customerarea/tariff/${productKey}/porting/authorisationcode`, authorisationCodes, { token });

/** POST …/porting/authorisationcode/{PAC|STAC} (UK): the valid code of the type, or a new one for 30 days. */
export const requestAuthorisationCode = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  type: AuthorisationCodeType,
): Promise<Result<AuthorisationCode>> =>
  call(ctx, apiPath`customerarea/tariff/${productKey}/porting/authorisationcode/${type}`, authorisationCode, { token, method: 'post' });

/** POST /customerarea/contract:terminate: 409 already_terminated or not_terminable (a device). */
export const terminateContract = (ctx: ContentContext, token: string, body: TerminationRequest): Promise<Result<TerminationConfirmation>> =>
  call(ctx, 'customerarea/contract:terminate', terminationConfirmation, { token, method: 'post', json: body });

export const getSimState = (ctx: ContentContext, token: string, productKey: string): Promise<Result<SimState>> =>
  call(ctx, apiPath`simcards/${productKey}`, simState, { token });

/** PUT /simcards/{id}/action:lock: only customer service reactivates; a second lock is a 409. */
export const lockSim = (ctx: ContentContext, token: string, productKey: string): Promise<Result<SimState>> =>
  call(ctx, apiPath`simcards/${productKey}/action:lock`, simState, { token, method: 'put' });

/** POST /simcards/replacements (SIM_CHANGE feature, else forbidden): a card by post, or a new eSIM profile now. */
export const requestSimReplacement = (ctx: ContentContext, token: string, body: SimReplacementRequest): Promise<Result<SimReplacement>> =>
  call(ctx, 'simcards/replacements', simReplacement, { token, method: 'post', json: body });

/** POST /simcards/{id}/replacements/{iccid}: the shipped card in use, confirmed by its printed ICCID. */
export const confirmSimReplacement = (
  ctx: ContentContext,
  token: string,
  productKey: string,
  iccid: string,
): Promise<Result<SimReplacement>> =>
  call(ctx, apiPath`simcards/${productKey}/replacements/${iccid}`, simReplacement, { token, method: 'post' });
