/** How a contact-form submission ended; also the ?status= of the contact page after a form post without JavaScript. */
export const CONTACT_OUTCOMES = ['sent', 'invalid', 'rate_limited', 'failed'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export function parseContactOutcome(value: unknown): ContactOutcome | undefined {
  return CONTACT_OUTCOMES.find((o) => o === value);
}
