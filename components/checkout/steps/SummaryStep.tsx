import type { StepViewProps } from '../step-view';

/** TEMPORARY stub while the step is built (issue 14). */
export async function SummaryStep(_props: StepViewProps) {
  return <p>Summary</p>;
}
