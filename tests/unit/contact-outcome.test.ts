import { contactOutcome, contactOutcomeToQuery } from '@/lib/content/contact/outcome';

describe('the contact page after a form posted without JavaScript', () => {
  it('reads ?status=sent as a sent message', () => {
    expect(contactOutcome({ status: 'sent' })).toEqual({ sent: true, error: undefined });
  });

  it('reads ?error= as one of our route handlers’ error codes, and ignores anything else', () => {
    expect(contactOutcome({ error: 'rate_limited' })).toEqual({ sent: false, error: 'rate_limited' });
    expect(contactOutcome({ error: 'invalid' })).toEqual({ sent: false, error: undefined });
    expect(contactOutcome({ status: 'failed', error: ['unavailable'] })).toEqual({ sent: false, error: undefined });
  });

  it('reads ?subject= from the help centre as a preset subject, only one of the form’s subjects', () => {
    expect(contactOutcome({ subject: 'porting' })).toEqual({ sent: false, subject: 'porting' });
    expect(contactOutcome({ subject: 'roaming' })).toEqual({ sent: false, subject: undefined });
    expect(contactOutcomeToQuery(contactOutcome({ subject: 'invoice', q: 'x' }))).toBe('subject=invoice');
  });
});
