import { useTranslations } from 'next-intl';
import type { TimelineStep } from '@/lib/domain/porting-timeline';

type Props = { id: string; steps: TimelineStep[] };

/**
 * A porting's steps as an ordered list (SPEC §4: OPEN → READY_FOR_PROCESSING → IN_PROCESS →
 * FINISHED): each step says whether it is done, current or to come, the current one is marked for
 * assistive technology (aria-current="step") and explained in plain words.
 */
export function PortingTimeline({ id, steps }: Props) {
  const t = useTranslations('accountPortings');
  const headingId = `${id}-progress`;
  return (
    <div className="porting-timeline">
      <h4 id={headingId}>{t('timeline.heading')}</h4>
      <ol aria-labelledby={headingId}>
        {steps.map(({ step, state }) => (
          <li
            key={step}
            className={`porting-timeline__step porting-timeline__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="porting-timeline__name">{t('status', { status: step })}</span>{' '}
            <span className="porting-timeline__state">{t('timeline.state', { state })}</span>
            {state === 'current' && <p className="porting-timeline__explain">{t('timeline.explain', { step })}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
