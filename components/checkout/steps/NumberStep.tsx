import type { StepViewProps } from '../step-view';

/** TEMPORARY stub while the step is built (issue 14). */
export async function NumberStep(_props: StepViewProps) {
  return <p>Number</p>;
}
