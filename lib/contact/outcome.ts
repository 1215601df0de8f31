import { bffErrorCode, type BffErrorCode } from '@/lib/contracts/answer';

/** How a contact form posted without JavaScript came back from app/api/contact: ?status=sent, or ?error=<code>. */
export type ContactOutcome = { sent: boolean; error?: BffErrorCode };

export function contactOutcome(query: Record<string, unknown>): ContactOutcome {
  return { sent: query.status === 'sent', error: bffErrorCode.safeParse(query.error).data };
}

/** The query string of an outcome (its part of the contact page's cached view, ADR 24). */
export function contactOutcomeToQuery(outcome: ContactOutcome): string {
  const params = new URLSearchParams();
  if (outcome.sent) params.set('status', 'sent');
  if (outcome.error) params.set('error', outcome.error);
  return params.toString();
}
