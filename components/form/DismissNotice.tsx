'use client';

import { useTranslations } from 'next-intl';
import { DISMISSED_PARAM } from '@/lib/platform/contracts/posted-form';
import { useHydrated } from './useHydrated';

/**
 * The close control of a form's error notice (SPEC §8 "checkout error with a close button"): a button
 * once the island runs; before that (or without JavaScript) a link to the same page without the
 * notice, which still shows what the refused post sent.
 */
export function DismissNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('form');
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className="button button--link" onClick={onDismiss}>
      {t('close')}
    </button>
  ) : (
    <a href={`?${DISMISSED_PARAM}=1`}>{t('close')}</a>
  );
}
