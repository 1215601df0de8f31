import type { PortingCaller } from '@/lib/porting/caller';

jest.mock('server-only', () => ({}));
const signPorting = jest.fn();
const signOrderPorting = jest.fn();
jest.mock('@/lib/platform/content-api/porting-signature', () => ({
  signPorting: (...args: unknown[]) => signPorting(...args),
  signOrderPorting: (...args: unknown[]) => signOrderPorting(...args),
}));

import { signAs } from '@/lib/porting/sign';

const ctx = { market: 'AT', locale: 'de-AT' } as never;
const signed = { ok: true, data: { isSigned: true } };
const order: PortingCaller = { by: 'order', auth: { salesOrderId: 'SO-7', orderToken: 'tok' }, itemId: '1' };

beforeEach(() => {
  signPorting.mockReset().mockResolvedValue(signed);
  signOrderPorting.mockReset().mockResolvedValue(signed);
});

describe('signing a porting the way its caller does (SPEC §7 form:sign)', () => {
  it('signs a drawn signature of the order’s porting within the order, with its billing contract', async () => {
    expect(await signAs(ctx, 'PA-SO-7-1', order, { signatureBase64: 'iVBORw0KGgo=' })).toEqual(signed);
    expect(signOrderPorting).toHaveBeenCalledWith(ctx, order.auth, {
      phoneAccountId: 'PA-SO-7-1',
      signatureBase64: 'iVBORw0KGgo=',
      billingContractId: 'SO-7',
    });
    expect(signPorting).not.toHaveBeenCalled();
  });

  it('signs the typed name, the phone’s link and a customer’s own porting on the porting itself', async () => {
    await signAs(ctx, 'PA-SO-7-1', order, { typedName: 'Anna Huber' });
    await signAs(
      ctx,
      'PA-SO-7-1',
      { by: 'link', auth: undefined, signingToken: 'link-1' },
      { signatureBase64: 'iVBORw0KGgo=', signingToken: 'link-1' },
    );
    const session = { by: 'session', auth: { token: 't' }, session: {} } as unknown as PortingCaller;
    await signAs(ctx, 'PA-10000001-P1', session, { signatureBase64: 'iVBORw0KGgo=' });
    expect(signPorting.mock.calls.map(([, auth, id]) => [auth, id])).toEqual([
      [order.auth, 'PA-SO-7-1'],
      [undefined, 'PA-SO-7-1'],
      [{ token: 't' }, 'PA-10000001-P1'],
    ]);
    expect(signOrderPorting).not.toHaveBeenCalled();
  });
});
