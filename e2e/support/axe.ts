import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** WCAG 2.2 A and AA as axe tags them (2.2 adds target size, `wcag22aa`; its A criteria carry no tag of their own). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeOptions = {
  /** CSS selectors left out of the scan (third-party widgets, with a reason at the call site). */
  exclude?: string[];
  /** Restrict the scan to part of the page. */
  include?: string;
};

function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const target = node.target.map(String).join(' ');
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
    return `    - ${target}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
  return [`  ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}`, `    ${violation.helpUrl}`, ...nodes, ...more].join('\n');
}

/** Scans at most, while the only finding is a title still being streamed in. */
const SCANS = 3;

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of what is wrong.
 * After a client navigation Next streams the new page's metadata a moment after its content, so the
 * scan first waits for the document title; when the old title was still there and the new one was
 * put in during the scan, axe saw none for a moment: then, and only then, it scans again (a page that
 * never gets a title still fails).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A page without frames (ours have none) is scanned by axe.run in the page itself (legacy mode): the
  // default runs each frame partly, then opens a blank page to combine the parts, 0.7 s more a scan.
  // Only violations are read, so only they are reported in full (not every passing node: ~20% of a scan).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A target partly behind the sticky bottom dock (a first visit's cookie banner) is "small" to axe or not
  // depending on where the page happens to be scrolled; with the dock in the flow for the scan, every
  // target is measured as a visitor who scrolls it into view meets it, the dock's own content included.
  const dock = (position: string) =>
    page.evaluate((value) => document.querySelector<HTMLElement>('.dock')?.style.setProperty('position', value || null), position);
  let violations: Violation[] = [];
  for (let scan = 1; scan <= SCANS; scan += 1) {
    await expect(page, `the page at ${page.url()} has no document title`).toHaveTitle(/\S/);
    await dock('static');
    ({ violations } = await builder.analyze().finally(() => dock('').catch(() => undefined)));
    if (!violations.some((violation) => violation.id === 'document-title')) break;
  }
  const report = violations.map(describe).join('\n');
  expect(violations.length, `axe found accessibility violations on ${page.url()}:\n${report}\n`).toBe(0);
}
