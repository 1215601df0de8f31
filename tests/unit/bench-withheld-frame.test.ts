// @ts-expect-error the bench is plain JavaScript (ES module) without type declarations
import { firstFrameWithheld, observedTimes } from '../../bench/withheld-frame.mjs';

const lhr = (observed: Record<string, number> | undefined) => ({ audits: { metrics: { details: { items: observed ? [observed] : [] } } } });

describe('bench: a first frame withheld by the browser (lighthouse#17148)', () => {
  it('reads the observed first contentful paint and load times, rounded', () => {
    expect(observedTimes(lhr({ observedFirstContentfulPaint: 1277.4, observedLoad: 355.6 }))).toEqual({ fcpMs: 1277, loadMs: 356 });
    expect(observedTimes(lhr(undefined))).toEqual({ fcpMs: null, loadMs: null });
  });

  it('is withheld when the page was loaded more than 250 ms before its first contentful paint', () => {
    expect(firstFrameWithheld({ fcpMs: 1277, loadMs: 355 })).toBe(true);
    expect(firstFrameWithheld({ fcpMs: 606, loadMs: 355 })).toBe(true);
  });

  it('is not withheld when the paint came before, with or shortly after the load event, or a time is missing', () => {
    expect(firstFrameWithheld({ fcpMs: 268, loadMs: 407 })).toBe(false);
    expect(firstFrameWithheld({ fcpMs: 605, loadMs: 355 })).toBe(false);
    expect(firstFrameWithheld({ fcpMs: null, loadMs: 355 })).toBe(false);
    expect(firstFrameWithheld({ fcpMs: 1277, loadMs: null })).toBe(false);
  });
});
