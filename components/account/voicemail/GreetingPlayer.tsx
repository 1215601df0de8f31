'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { upstream } from '@/lib/account/upstream';
import {
  customVoicemailAvailability,
  greetingPath,
  voicemailSettings,
  type CustomVoicemailAvailability,
  type VoicemailSettings,
  type VoicemailSpeaker,
} from '@/lib/platform/contracts/voicemail';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountWrite } from '../useAccountWrite';
import { expectAvailability } from './useGreetingUpload';
import { greetingKey, settingsKey, settingsPath, useGreetingAvailability, useVoicemailSettings, type LineIds } from './voicemail-query';
import './voicemail.css';

type Props = { ids: LineIds; initial: VoicemailSettings; greeting: CustomVoicemailAvailability; speakers: readonly VoicemailSpeaker[] };

/**
 * What callers hear now (the customer's own greeting, or the standard one in the chosen voice) and,
 * while there is an own greeting: a player, the switch between it and the standard greeting (PUT the
 * settings' customVoicemail), and removing it (DELETE …/customvoicemail, back to the standard one).
 */
export function GreetingPlayer({ ids, initial, greeting, speakers }: Props) {
  const t = useTranslations('accountVoicemail.greeting');
  const client = useQueryClient();
  const settings = useVoicemailSettings(ids, initial);
  const { available, updatedAt } = useGreetingAvailability(ids, greeting);
  const heading = useRef<HTMLHeadingElement>(null);
  const own = available && settings.voicemail.customVoicemail;
  const speaker = speakers.find((s) => s.phoneAccountVoiceMailSpeakerId === settings.voicemail.voiceMailSpeakerId);

  const use = useAccountWrite<boolean, VoicemailSettings>({
    write: (customVoicemail) =>
      upstream(settingsPath(ids.product), voicemailSettings, { method: 'PUT', body: { voicemail: { customVoicemail } } }),
    query: {
      key: settingsKey(ids),
      optimistic: (current, customVoicemail) => current && { ...current, voicemail: { ...current.voicemail, customVoicemail } },
      fromAnswer: (answer) => answer,
    },
  });
  const remove = useAccountWrite<void, CustomVoicemailAvailability>({
    write: async () =>
      expectAvailability(
        await upstream(`${settingsPath(ids.product)}/customvoicemail`, customVoicemailAvailability, { method: 'DELETE' }),
        false,
      ),
    query: { key: greetingKey(ids), optimistic: () => ({ available: false }), fromAnswer: (answer) => answer },
    onSuccess: () => void client.invalidateQueries({ queryKey: settingsKey(ids) }),
  });

  const removeGreeting = () => {
    // The player and its buttons go at once (optimistic): the focus goes to the heading, not to the page.
    heading.current?.focus();
    remove.save();
  };

  return (
    <div className="greeting-player">
      <h3 ref={heading} tabIndex={-1}>
        {t('currentHeading')}
      </h3>
      <p>{own ? t('hearOwn') : t('hearStandard', { speaker: speaker?.name ?? '', language: speaker?.language.name ?? '' })}</p>
      {available && (
        <>
          <figure className="greeting-player__audio">
            <figcaption id="greeting-own">{t('ownLabel')}</figcaption>
            <audio key={updatedAt} controls preload="none" src={greetingPath(ids.product)} aria-labelledby="greeting-own">
              <a href={greetingPath(ids.product)}>{t('download')}</a>
            </audio>
          </figure>
          <div className="greeting-player__actions">
            <button type="button" className="button" onClick={() => use.save(!own)} disabled={use.state === 'saving'}>
              {own ? t('useStandard') : t('useOwn')}
            </button>
            <button type="button" className="button button--link" onClick={removeGreeting} disabled={remove.state === 'saving'}>
              {t('remove')}
            </button>
          </div>
        </>
      )}
      <SaveFeedback state={use.state} error={use.error} />
      <SaveFeedback state={remove.state} error={remove.error} saved={t('removed')} />
      {use.upgrade}
      {remove.upgrade}
    </div>
  );
}
