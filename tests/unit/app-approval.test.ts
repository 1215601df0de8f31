/** The wait for a payment approved in an app (TWINT): an answer ends it, the page's limit times it out. */
import { APPROVAL_WAIT_SECONDS, approvalWaitOf } from '@/lib/platform/provider-trip/app-approval';

const start = Date.parse('2026-11-29T10:00:00Z');
const later = (seconds: number) => start + seconds * 1000;

describe('approvalWaitOf', () => {
  it('waits while the payment is PENDING or its status could not be read, within the limit', () => {
    expect(approvalWaitOf('PENDING', start, start)).toBe('waiting');
    expect(approvalWaitOf(undefined, start, later(APPROVAL_WAIT_SECONDS - 1))).toBe('waiting');
  });

  it('is answered by SUCCESS or ERROR, even past the limit (the provider decided)', () => {
    expect(approvalWaitOf('SUCCESS', start, later(10))).toBe('answered');
    expect(approvalWaitOf('ERROR', start, later(APPROVAL_WAIT_SECONDS + 60))).toBe('answered');
  });

  it('times out at the limit without an answer; the limit is configurable', () => {
    expect(APPROVAL_WAIT_SECONDS).toBe(300);
    expect(approvalWaitOf('PENDING', start, later(APPROVAL_WAIT_SECONDS))).toBe('timed_out');
    expect(approvalWaitOf(undefined, start, later(APPROVAL_WAIT_SECONDS + 1))).toBe('timed_out');
    expect(approvalWaitOf('PENDING', start, later(60), 60)).toBe('timed_out');
    expect(approvalWaitOf('PENDING', start, later(59), 60)).toBe('waiting');
  });
});
