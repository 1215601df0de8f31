'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { Field } from '@/components/form/Field';
import { upstream } from '@/lib/account/upstream';
import {
  voicemailSettings,
  voicemailSettingsChange,
  type VoicemailSettings,
  type VoicemailSettingsChange,
  type VoicemailSpeaker,
} from '@/lib/platform/contracts/voicemail';
import { useAccountForm } from '../useAccountForm';
import { settingsKey, settingsPath, type LineIds } from './voicemail-query';
import './voicemail.css';

const resolver = zodResolver(voicemailSettingsChange);

/** The switches of SPEC §3 Voicemail, in the form's order (the custom greeting is switched beside its player). */
const SWITCHES = ['enabled', 'notifySMS', 'notifyMail', 'notifyNoService', 'calleeAsSMSSource', 'withoutRecording'] as const;
type Switch = (typeof SWITCHES)[number];
const FIELDS = [...SWITCHES.map((name) => `voicemail.${name}` as const), 'voicemail.mailAddress', 'voicemail.voiceMailSpeakerId'] as const;
type FormField = (typeof FIELDS)[number];

type Values = { voicemail: Omit<VoicemailSettings['voicemail'], 'customVoicemail'> };

const valuesOf = ({ voicemail: { customVoicemail: _custom, ...voicemail } }: VoicemailSettings): Values => ({ voicemail });
const idOf = (name: FormField) => `voicemail-${name.slice('voicemail.'.length)}`;

/** The speakers grouped by the language they speak, in the content API's order. */
function byLanguage(speakers: readonly VoicemailSpeaker[]) {
  const groups = new Map<string, { name: string; speakers: VoicemailSpeaker[] }>();
  for (const speaker of speakers) {
    const group = groups.get(speaker.language.language) ?? { name: speaker.language.name, speakers: [] };
    group.speakers.push(speaker);
    groups.set(speaker.language.language, group);
  }
  return [...groups.values()];
}

type Props = { ids: LineIds; initial: VoicemailSettings; speakers: readonly VoicemailSpeaker[] };

/**
 * The voicemail's settings (PUT /customerarea/settings/{id} with `voicemail`): on or off, how the
 * customer is told about messages (SMS, e-mail to an address), announcement only, and the voice of
 * the standard greeting. The content API's refusals (an e-mail notice without an address, a speaker
 * the line does not offer) land at their fields.
 */
export function VoicemailForm({ ids, initial, speakers }: Props) {
  const t = useTranslations('accountVoicemail.settings');
  const { form, field, shell } = useAccountForm({
    resolver,
    defaultValues: valuesOf(initial),
    fields: {
      names: FIELDS,
      id: idOf,
      label: (name) => t(`labels.${name.slice('voicemail.'.length) as Switch | 'mailAddress' | 'voiceMailSpeakerId'}`),
      message: (_name, code) => t('error', { code: code ?? 'invalid_format' }),
    },
    write: (values: VoicemailSettingsChange) => upstream(settingsPath(ids.product), voicemailSettings, { method: 'PUT', body: values }),
    query: {
      key: settingsKey(ids),
      optimistic: (current: VoicemailSettings | undefined, values) =>
        current && { ...current, voicemail: { ...current.voicemail, ...values.voicemail } },
      fromAnswer: (answer: VoicemailSettings) => answer,
    },
  });
  const { register } = form;

  const toggle = (name: Switch) => (
    <Field {...field(`voicemail.${name}`)} hint={t(`hints.${name}`)} choice>
      {(control) => <input {...control} type="checkbox" {...register(`voicemail.${name}`)} />}
    </Field>
  );

  return (
    <AccountForm {...shell} className="form voicemail-form" submit={t('submit')}>
      {toggle('enabled')}
      <fieldset className="voicemail-form__group">
        <legend>{t('notifyLegend')}</legend>
        {toggle('notifySMS')}
        {toggle('notifyMail')}
        <Field {...field('voicemail.mailAddress')} hint={t('hints.mailAddress')}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              {...register('voicemail.mailAddress', { setValueAs: (value: string | null) => value || null })}
            />
          )}
        </Field>
        {toggle('notifyNoService')}
        {toggle('calleeAsSMSSource')}
      </fieldset>
      {toggle('withoutRecording')}
      <Field {...field('voicemail.voiceMailSpeakerId')} hint={t('hints.voiceMailSpeakerId')}>
        {(control) => (
          <select {...control} {...register('voicemail.voiceMailSpeakerId', { valueAsNumber: true })}>
            {byLanguage(speakers).map((group) => (
              <optgroup key={group.name} label={group.name}>
                {group.speakers.map((speaker) => (
                  <option key={speaker.phoneAccountVoiceMailSpeakerId} value={speaker.phoneAccountVoiceMailSpeakerId}>
                    {t('speaker', { name: speaker.name, language: speaker.language.name })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
    </AccountForm>
  );
}
