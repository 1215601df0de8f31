'use client';

import { useTranslations } from 'next-intl';
import type { UpstreamError } from '@/lib/account/upstream';

const CONFLICTS = ['sim_blocked', 'no_replacement_pending', 'feature_required'] as const;
type Conflict = (typeof CONFLICTS)[number];
const isConflict = (code: string): code is Conflict => (CONFLICTS as readonly string[]).includes(code);

/** What a refused replacement means for the customer (the reference API's 403/409 codes), for SaveFeedback's `failure`. */
export function useReplacementFailure(): (error: UpstreamError | undefined) => string | undefined {
  const t = useTranslations('accountSim.replacement.conflict');
  return (error) => (error && isConflict(error.code) ? t(error.code) : undefined);
}
