/**
 * The pseudonymous visit id of the cookie-tracking hit: made once per browser session (sessionStorage),
 * so one visit counts once however many pages it views. Only used after consent to statistics.
 */
const VISIT_KEY = 'cookietracking-visit';

function newVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sends the hit of this visit through our route handler, once per session; never throws. */
export async function recordVisit(): Promise<void> {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    const id = newVisitId();
    const response = await fetch(`/api/cookietracking/${id}`, { method: 'POST' });
    if (response.ok) sessionStorage.setItem(VISIT_KEY, id);
  } catch {
    // no storage or no network: the visit is simply not counted
  }
}

/** Forgets the visit (consent to statistics withdrawn). */
export function forgetVisit(): void {
  try {
    sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // nothing stored
  }
}
