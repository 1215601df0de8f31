/**
 * Whether Chromium withheld a run's first frame, a fault of the measuring browser rather than of
 * the page (lighthouse#17148): on a busy machine viz stops sending BeginFrames to a renderer it
 * takes for unresponsive, for up to a second, so a page that has long been painted is presented
 * about a second late. Lantern then treats every script that ran before that late paint as
 * render-blocking, and the simulated LCP grows by seconds. Every benchmarked page is rendered on
 * the server and visible without JavaScript, so its first contentful paint never waits for the
 * load event; when the load event fired clearly before it, the frame was withheld.
 */
export const WITHHELD_MARGIN_MS = 250;

/** The observed (unthrottled) load and first-contentful-paint times of a Lighthouse result. */
export function observedTimes(lhr) {
  const items = lhr.audits.metrics?.details?.items;
  const observed = Array.isArray(items) ? items[0] : undefined;
  const ms = (value) => (typeof value === 'number' ? Math.round(value) : null);
  return { fcpMs: ms(observed?.observedFirstContentfulPaint), loadMs: ms(observed?.observedLoad) };
}

export function firstFrameWithheld({ fcpMs, loadMs }) {
  return fcpMs !== null && loadMs !== null && fcpMs - loadMs > WITHHELD_MARGIN_MS;
}
