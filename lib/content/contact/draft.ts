/**
 * What the visitor typed into the contact form, kept in sessionStorage per market so that a failed
 * send, a reload or a slip of the back button loses nothing. Only the form's own fields (no secrets);
 * cleared once the message is sent. Gone when the tab closes.
 */
export const DRAFT_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'customerNumber', 'callbackNumber'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type ContactDraft = Record<DraftField, string>;

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  customerNumber: '',
  callbackNumber: '',
};

const key = (market: string) => `contact-draft:${market}`;

export function loadDraft(market: string): ContactDraft | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key(market)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const record = raw as Record<string, unknown>;
    const draft = { ...EMPTY_DRAFT };
    for (const field of DRAFT_FIELDS) if (typeof record[field] === 'string') draft[field] = record[field];
    return DRAFT_FIELDS.some((field) => draft[field] !== '') ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(market: string, values: Partial<Record<DraftField, unknown>>): void {
  const draft = { ...EMPTY_DRAFT };
  for (const field of DRAFT_FIELDS) if (typeof values[field] === 'string') draft[field] = values[field];
  try {
    if (DRAFT_FIELDS.some((field) => draft[field] !== '')) sessionStorage.setItem(key(market), JSON.stringify(draft));
    else sessionStorage.removeItem(key(market));
  } catch {
    // storage full or disabled: the form still works, only without the safety net
  }
}

export function clearDraft(market: string): void {
  try {
    sessionStorage.removeItem(key(market));
  } catch {
    // nothing stored
  }
}
