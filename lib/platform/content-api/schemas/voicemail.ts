/** SPEC §3 Voicemail settings, speakers and their languages; §7 the custom greeting's availability. */
import { z } from 'zod';

export const voicemail = z.object({
  enabled: z.boolean(),
  notifySMS: z.boolean(),
  notifyMail: z.boolean(),
  mailAddress: z.string().nullable(),
  withoutRecording: z.boolean(),
  notifyNoService: z.boolean(),
  calleeAsSMSSource: z.boolean(),
  customVoicemail: z.boolean(),
  voiceMailSpeakerId: z.number().int(),
});
export type Voicemail = z.infer<typeof voicemail>;

export const callForward = z.object({ enabled: z.boolean(), msisdn: z.string().nullable() });
export type CallForward = z.infer<typeof callForward>;

/** GET /customerarea/settings/{id}: forward only for customers with the CALL_FORWARDING feature. */
export const voicemailSettings = z.object({ voicemail, forward: callForward.optional() });
export type VoicemailSettings = z.infer<typeof voicemailSettings>;

const flag = z.boolean({ error: 'required' });

/** Body of PUT /customerarea/settings/{id}: the fields to change. */
export const voicemailSettingsChange = z
  .strictObject({
    voicemail: z
      .strictObject({
        enabled: flag,
        notifySMS: flag,
        notifyMail: flag,
        mailAddress: z.email({ error: 'invalid_format' }).max(254, 'too_long').nullable(),
        withoutRecording: flag,
        notifyNoService: flag,
        calleeAsSMSSource: flag,
        customVoicemail: flag,
        voiceMailSpeakerId: z.number({ error: 'required' }).int('invalid_format'),
      })
      .partial()
      .optional(),
    forward: z
      .strictObject({ enabled: flag, msisdn: z.string({ error: 'required' }).trim().max(30, 'too_long').nullable().optional() })
      .optional(),
  })
  .refine((body) => body.voicemail !== undefined || body.forward !== undefined, 'required');
export type VoicemailSettingsChange = z.infer<typeof voicemailSettingsChange>;

/** SPEC §3 Language: a BCP 47 tag, its short name, its name in the request's language and in itself. */
export const voicemailLanguage = z.object({ language: z.string(), shortName: z.string(), name: z.string(), nameInLanguage: z.string() });
export type VoicemailLanguage = z.infer<typeof voicemailLanguage>;

/** SPEC §3 Voicemail speaker, with the language the voice speaks. */
export const voicemailSpeaker = z.object({
  phoneAccountVoiceMailSpeakerId: z.number().int(),
  name: z.string(),
  language: voicemailLanguage,
});
export type VoicemailSpeaker = z.infer<typeof voicemailSpeaker>;
export const voicemailSpeakers = z.array(voicemailSpeaker);

/** GET …/customvoicemail/available, and the answer of uploading or removing the greeting. */
export const customVoicemailAvailability = z.object({ available: z.boolean() });
export type CustomVoicemailAvailability = z.infer<typeof customVoicemailAvailability>;
