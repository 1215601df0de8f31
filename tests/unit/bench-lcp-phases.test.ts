// @ts-expect-error the bench is plain JavaScript (ES module) without type declarations
import { lcpPhases } from '../../bench/lcp-phases.mjs';

const node = { type: 'node', selector: 'div.consent-banner > p.consent-banner__text' };
const subparts = {
  type: 'table',
  items: [
    { subpart: 'timeToFirstByte', duration: 12 },
    { subpart: 'elementRenderDelay', duration: 180 },
  ],
};
const lhr = (metrics: Record<string, number> | undefined, insightItems: object[] = [subparts, node]) => ({
  audits: {
    metrics: { details: { items: metrics ? [metrics] : [] } },
    'lcp-breakdown-insight': { details: { type: 'list', items: insightItems } },
  },
});

describe('bench: the LCP element and the simulated LCP phases (Lighthouse 13)', () => {
  it('splits a text LCP into TTFB and render delay, the element from the insight', () => {
    expect(lcpPhases(lhr({ timeToFirstByte: 601.4, largestContentfulPaint: 2712.6 }))).toEqual({
      element: 'div.consent-banner > p.consent-banner__text',
      phases: { TTFB: 601, 'Load Delay': 0, 'Load Time': 0, 'Render Delay': 2111 },
    });
  });

  it('reads the simulated load start and end of an image LCP as times, not durations', () => {
    const phases = lcpPhases(lhr({ timeToFirstByte: 600, lcpLoadDelay: 900, lcpLoadDuration: 1500, largestContentfulPaint: 1700 })).phases;
    expect(phases).toEqual({ TTFB: 600, 'Load Delay': 300, 'Load Time': 600, 'Render Delay': 200 });
  });

  it('gives no element and no phases where Lighthouse found none', () => {
    expect(lcpPhases(lhr(undefined, []))).toEqual({ element: null, phases: {} });
  });
});
