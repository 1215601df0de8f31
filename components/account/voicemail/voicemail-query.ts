'use client';

import { useQuery } from '@tanstack/react-query';
import { upstream } from '@/lib/account/upstream';
import {
  customVoicemailAvailability,
  voicemailSettings,
  type CustomVoicemailAvailability,
  type VoicemailSettings,
} from '@/lib/platform/contracts/voicemail';

/** Whose line the voicemail screen is about: the query keys start with the customer number (ADR 18). */
export type LineIds = { customer: string; product: string };

export const settingsKey = ({ customer, product }: LineIds) => [customer, 'voicemail', product, 'settings'] as const;
export const greetingKey = ({ customer, product }: LineIds) => [customer, 'voicemail', product, 'greeting'] as const;

export const settingsPath = (product: string) => `customerarea/settings/${encodeURIComponent(product)}`;

/** The line's voicemail settings, read on the server and handed in; the screen's islands share them. */
export function useVoicemailSettings(ids: LineIds, initial: VoicemailSettings) {
  return useQuery({
    queryKey: settingsKey(ids),
    queryFn: ({ signal }) => upstream(settingsPath(ids.product), voicemailSettings, { signal }),
    initialData: initial,
  }).data;
}

/** Whether the line has a custom greeting; `updatedAt` changes with every new one (the player reloads). */
export function useGreetingAvailability(ids: LineIds, initial: CustomVoicemailAvailability) {
  const { data, dataUpdatedAt } = useQuery({
    queryKey: greetingKey(ids),
    queryFn: ({ signal }) => upstream(`${settingsPath(ids.product)}/customvoicemail/available`, customVoicemailAvailability, { signal }),
    initialData: initial,
  });
  return { available: data.available, updatedAt: dataUpdatedAt };
}
