'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { answerOf, UpstreamError } from '@/lib/account/upstream';
import { greetingPath, greetingUploadContract } from '@/lib/platform/contracts/voicemail';
import type { CustomVoicemailAvailability } from '@/lib/platform/contracts/voicemail';
import { GREETING_MAX_BYTES, type GreetingType } from '@/lib/domain/voicemail-greeting';
import { useAccountWrite } from '../useAccountWrite';
import { greetingKey, settingsKey, type LineIds } from './voicemail-query';

/** The largest greeting in MB, as the messages name it. */
export const GREETING_MAX_MB = GREETING_MAX_BYTES / (1024 * 1024);

export type GreetingAudio = { audio: Blob; type: GreetingType };

/**
 * An answer that says the greeting is not (or still) there after the write is a failure without a
 * status (SPEC §8): the customer is told it could not be saved, never that it was.
 */
export function expectAvailability(answer: CustomVoicemailAvailability, available: boolean): CustomVoicemailAvailability {
  if (answer.available !== available) throw new UpstreamError(200, 'unavailable');
  return answer;
}

/** PUT the audio as it is, with its type, through the greeting's route handler. */
async function upload(product: string, { audio, type }: GreetingAudio): Promise<CustomVoicemailAvailability> {
  const sent = fetch(greetingPath(product), { method: 'PUT', headers: { Accept: 'application/json', 'Content-Type': type }, body: audio });
  return expectAvailability(await answerOf(sent, greetingUploadContract.ok), true);
}

/**
 * Uploading a greeting, a file or a recording: once it is there callers hear it, so the settings
 * (customVoicemail) are read again. `failure` is the message for a refusal the customer can act on.
 */
export function useGreetingUpload(ids: LineIds, onUploaded?: () => void) {
  const t = useTranslations('accountVoicemail.greeting');
  const client = useQueryClient();
  const write = useAccountWrite<GreetingAudio, CustomVoicemailAvailability>({
    write: (audio) => upload(ids.product, audio),
    query: { key: greetingKey(ids), fromAnswer: (answer) => answer },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKey(ids) });
      onUploaded?.();
    },
  });
  const code = write.error?.code;
  const failure =
    code === 'too_large' || code === 'unsupported_type'
      ? t(`problem.${code === 'too_large' ? 'too_large' : 'wrong_type'}`, { max: GREETING_MAX_MB })
      : undefined;
  return { ...write, failure };
}
