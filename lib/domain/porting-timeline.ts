import type { MobilePorting, MobilePortingStatus } from '@storefront/wire';

/** SPEC §4 mobile porting status: the steps a porting goes through, in order (FAILED stops it). */
export const PORTING_STEPS = ['OPEN', 'READY_FOR_PROCESSING', 'IN_PROCESS', 'FINISHED'] as const satisfies readonly MobilePortingStatus[];
export type PortingStep = (typeof PORTING_STEPS)[number];

export type TimelineStep = { step: PortingStep; state: 'done' | 'current' | 'upcoming' };

/**
 * The timeline of a porting: the steps before its status done, its status the current step (for a
 * FINISHED porting the last one), the rest to come. A FAILED porting is on no step (undefined): it
 * shows why it stopped instead, and starts again at OPEN once re-presented.
 */
export function timelineOf(status: MobilePortingStatus): TimelineStep[] | undefined {
  if (status === 'FAILED') return undefined;
  const at = PORTING_STEPS.indexOf(status);
  return PORTING_STEPS.map((step, index) => ({
    step,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

/** SPEC §4 "an open porting shows a finish-processing prompt": OPEN and the authorisation not yet signed. */
export const awaitsSignature = (porting: Pick<MobilePorting, 'status' | 'isSigned'>): boolean =>
  porting.status === 'OPEN' && !porting.isSigned;
