import { bffErrorCode, type BffErrorCode } from '@/lib/contracts/answer';

/** How a contact form posted without JavaScript came back from app/api/contact: ?status=sent, or ?error=<code>. */
export type ContactOutcome = { sent: boolean; error?: BffErrorCode };

export function contactOutcome(query: Record<string, unknown>): ContactOutcome {
  return { sent: query.status === 'sent', error: bffErrorCode.safeParse(query.error).data };
}
