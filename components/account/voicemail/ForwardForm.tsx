'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { Field } from '@/components/form/Field';
import { useMarketExamples } from '@/components/site/useMarketExamples';
import { upstream } from '@/lib/account/upstream';
import {
  voicemailSettings,
  voicemailSettingsChange,
  type CallForward,
  type VoicemailSettings,
  type VoicemailSettingsChange,
} from '@/lib/platform/contracts/voicemail';
import { useAccountForm } from '../useAccountForm';
import { settingsKey, settingsPath, type LineIds } from './voicemail-query';
import './voicemail.css';

const resolver = zodResolver(voicemailSettingsChange);
const FIELDS = ['forward.enabled', 'forward.msisdn'] as const;

type Props = { ids: LineIds; initial: CallForward };

/**
 * Call forwarding (PUT /customerarea/settings/{id} with `forward`), for customers with the
 * CALL_FORWARDING feature: on or off and the number calls go to. The content API checks the number
 * (a number of any country, not the line's own) and names the field it refuses.
 */
export function ForwardForm({ ids, initial }: Props) {
  const t = useTranslations('accountVoicemail.forward');
  const { mobile } = useMarketExamples();
  const { form, field, shell } = useAccountForm({
    resolver,
    defaultValues: { forward: initial },
    fields: {
      names: FIELDS,
      id: (name) => (name === 'forward.enabled' ? 'forward-enabled' : 'forward-msisdn'),
      label: (name) => t(name === 'forward.enabled' ? 'enabled' : 'msisdn'),
      message: (_name, code) => t('error', { code: code ?? 'invalid_format', example: mobile.international }),
    },
    write: (values: VoicemailSettingsChange) => upstream(settingsPath(ids.product), voicemailSettings, { method: 'PUT', body: values }),
    query: { key: settingsKey(ids), fromAnswer: (answer: VoicemailSettings) => answer },
  });
  const { register } = form;

  return (
    <AccountForm {...shell} className="form voicemail-form" submit={t('submit')}>
      <Field {...field('forward.enabled')} hint={t('enabledHint')} choice>
        {(control) => <input {...control} type="checkbox" {...register('forward.enabled')} />}
      </Field>
      <Field {...field('forward.msisdn')} hint={t('msisdnHint')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            {...register('forward.msisdn', { setValueAs: (value: string | null) => value || null })}
          />
        )}
      </Field>
    </AccountForm>
  );
}
