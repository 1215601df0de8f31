// @ts-expect-error the bench is plain JavaScript (ES module) without type declarations
import { cleanMedian, cleanRuns, middleByPerformance, plainMedian, vitalsMedian } from '../../bench/median.mjs';

const run = (performance: number, lcpMs: number, tbtMs: number, firstFrameWithheld = false) => ({
  scores: { performance: Math.round(performance) },
  exactScores: { performance },
  metrics: { lcpMs, tbtMs, cls: 0 },
  firstFrameWithheld,
});

describe('bench: the plain median of a page visit', () => {
  it('takes every run, each figure on its own: the middle value, not the middle run', () => {
    const runs = [run(97, 1800, 100), run(88, 2900, 90, true), run(93, 2100, 400, true), run(99.6, 1500, 30), run(91, 2600, 200, true)];
    const median = plainMedian(runs);
    expect(median.runs).toBe(5);
    expect(median.exactScores.performance).toBe(93);
    expect(median.scores.performance).toBe(93);
    expect(median.metrics).toEqual({ lcpMs: 2100, tbtMs: 100, cls: 0 });
  });

  it('is the mean of the two middle values for an even count', () => {
    expect(plainMedian([run(90, 2000, 100), run(96, 1600, 300)]).metrics.lcpMs).toBe(1800);
  });

  it('leaves out a figure a run lacks, and is null when no run has it', () => {
    const median = plainMedian([run(90, 2000, 100), { ...run(96, 1600, 300), metrics: { lcpMs: null, tbtMs: 300 } }]);
    expect(median.metrics.lcpMs).toBe(2000);
    expect(median.metrics.cls).toBe(0);
  });

  it('stands beside the median of the runs whose first frame was not withheld, which is null when there are none', () => {
    const runs = [run(89, 2900, 100, true), run(98, 1500, 100), run(90, 2800, 100, true), run(96, 1700, 100), run(91, 2700, 100, true)];
    expect(cleanRuns(runs)).toHaveLength(2);
    expect(plainMedian(runs).exactScores.performance).toBe(91);
    expect(cleanMedian(runs)).toMatchObject({ runs: 2, exactScores: { performance: 97 }, metrics: { lcpMs: 1600 } });
    expect(cleanMedian([run(89, 2900, 100, true)])).toBeNull();
  });

  it('lists the failing audits of the middle run by performance, the lower one for an even count', () => {
    expect(middleByPerformance([run(97, 0, 0), run(88, 0, 0), run(93, 0, 0)]).exactScores.performance).toBe(93);
    expect(middleByPerformance([run(97, 0, 0), run(88, 0, 0), run(93, 0, 0), run(99, 0, 0)]).exactScores.performance).toBe(93);
  });
});

describe("bench: the median of Chromium's own report", () => {
  it('takes the middle of each figure, counts the runs that reported an INP and the LCP elements', () => {
    const runs = [
      { lcpMs: 1200, fcpMs: 900, cls: 0, inpMs: 120, lcpElement: 'p.consent-banner__text' },
      { lcpMs: 1900, fcpMs: 1000, cls: 0, inpMs: null, lcpElement: 'p.consent-banner__text' },
      { lcpMs: 1400, fcpMs: 1100, cls: 0, inpMs: 80, lcpElement: 'h1' },
    ];
    expect(vitalsMedian(runs)).toEqual({
      lcpMs: 1400,
      fcpMs: 1000,
      cls: 0,
      inpMs: 100,
      inpRuns: 2,
      runs: 3,
      lcpElements: { 'p.consent-banner__text': 2, h1: 1 },
    });
  });
});
