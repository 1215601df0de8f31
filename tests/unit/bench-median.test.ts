// @ts-expect-error the bench is plain JavaScript (ES module) without type declarations
import { cleanRuns, medianRun, middleByPerformance } from '../../bench/median.mjs';

const run = (performance: number, firstFrameWithheld = false) => ({ exactScores: { performance }, firstFrameWithheld });

describe('bench: the reported run', () => {
  it('is the middle run by performance, the lower of the two middle ones for an even count', () => {
    expect(middleByPerformance([run(97), run(88), run(93)])).toEqual(run(93));
    expect(middleByPerformance([run(97), run(88), run(93), run(99)])).toEqual(run(93));
  });

  it('is taken over the runs whose first frame was not withheld', () => {
    const runs = [run(89, true), run(98), run(90, true), run(96), run(91, true)];
    expect(cleanRuns(runs)).toEqual([run(98), run(96)]);
    expect(medianRun(runs)).toEqual(run(96));
    expect(middleByPerformance(runs)).toEqual(run(91, true));
  });

  it('falls back to every run when all of them had their first frame withheld', () => {
    expect(medianRun([run(89, true), run(92, true), run(90, true)])).toEqual(run(90, true));
  });
});
