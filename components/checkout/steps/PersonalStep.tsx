import type { StepViewProps } from '../step-view';

/** TEMPORARY stub while the step is built (issue 14). */
export async function PersonalStep(_props: StepViewProps) {
  return <p>Personal</p>;
}
