import { bffErrorCode, type BffErrorCode } from '@/lib/platform/contracts/answer';
import { CONTACT_SUBJECTS, type ContactSubject } from '@/lib/platform/contracts/contact-message';

/**
 * How the contact page is opened: a form posted without JavaScript came back from app/api/contact with
 * ?status=sent or ?error=<code>; a link from the help centre chose the subject (?subject=porting).
 */
export type ContactOutcome = { sent: boolean; error?: BffErrorCode; subject?: ContactSubject };

const isSubject = (value: unknown): value is ContactSubject => (CONTACT_SUBJECTS as readonly unknown[]).includes(value);

export function contactOutcome(query: Record<string, unknown>): ContactOutcome {
  return {
    sent: query.status === 'sent',
    error: bffErrorCode.safeParse(query.error).data,
    subject: isSubject(query.subject) ? query.subject : undefined,
  };
}

/** The query string of an outcome (its part of the contact page's cached view, ADR 24). */
export function contactOutcomeToQuery(outcome: ContactOutcome): string {
  const params = new URLSearchParams();
  if (outcome.sent) params.set('status', 'sent');
  if (outcome.error) params.set('error', outcome.error);
  if (outcome.subject) params.set('subject', outcome.subject);
  return params.toString();
}
