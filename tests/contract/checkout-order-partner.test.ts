/**
 * ADR 50 at the order button: a partner's tariff (MandatoryCustomReferer) that reached the cart through
 * the partner's link is still refused when the link's one-day code has lapsed by the time the order is
 * placed; nothing is placed and the steps stay as they were. With the code, the order goes past the rule.
 */
import { SELECTION_COOKIE, serializeSelection, type SelectionItem } from '@/lib/cart/selection';
import { ORDER_COOKIE } from '@/lib/checkout/order-store';
import { CHECKOUT_COOKIE, type CheckoutProgress } from '@/lib/checkout/progress';
import { orderContract } from '@/lib/platform/contracts/checkout';
import { PARTNER_COOKIE } from '@/lib/domain/partner-referer';
import { browser, CookieJar, jsonRequest } from '@/tests/support/next-request';
import { httpSender, reserveNumbers } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

const DE = { origin: 'http://de.localhost:3000', host: 'de.localhost:3000' };
const CAMPUS: SelectionItem = { kind: 'tariff', id: 'DE-MOBILE-CAMPUS', simType: 'ESIM' };

let api: RunningApi;
let modules: {
  order: typeof import('@/app/api/checkout/order/route');
  progress: typeof import('@/lib/checkout/progress-store');
  flow: typeof import('@/lib/checkout/flow');
};

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  modules = {
    order: await import('@/app/api/checkout/order/route'),
    progress: await import('@/lib/checkout/progress-store'),
    flow: await import('@/lib/checkout/flow'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

/** A browser whose cart holds the partner tariff and whose checkout is done up to the summary. */
async function readyToOrder(): Promise<CheckoutProgress> {
  const [reserved] = await reserveNumbers(httpSender(api.url, 'DE'));
  if (!reserved) throw new Error('no number reserved');
  const selection = { items: [CAMPUS] };
  browser.jar.set(SELECTION_COOKIE, serializeSelection(selection));
  const progress: CheckoutProgress = {
    cart: modules.flow.cartFingerprint(selection),
    attempt: '11111111-2222-3333-4444-555555555555',
    personal: {
      customerType: 'PRIVATE',
      firstName: 'Jonas',
      lastName: 'Weber',
      birthday: '2003-02-11',
      email: 'jonas@example.de',
      confirmEmail: 'jonas@example.de',
      phone: '+49 151 12345678',
      address: { street: 'Kaiserstraße', houseNumber: '4', zip: '10115', city: 'Berlin' },
    },
    number: {
      simCards: [
        {
          source: 'NEW',
          numberingPlanAssignmentId: reserved.numberingPlanAssignmentId,
          phoneNumber: reserved.generatedNumbers[0]!,
          expiresAt: reserved.expiresAt,
        },
      ],
    },
    delivery: { method: 'STANDARD' },
    payment: { method: 'INVOICE' },
  };
  expect(modules.flow.firstIncomplete(progress, modules.flow.checkoutCart(selection))).toBe('summary');
  browser.jar.set(CHECKOUT_COOKIE, await modules.progress.sealProgress(progress, 'DE', process.env.SESSION_SECRET!));
  return progress;
}

const order = () =>
  modules.order.POST(jsonRequest('/api/checkout/order', { termsAccepted: 'on', noticeConfirmed: 'on' }, { ...DE, ip: '10.30.0.1' }));

describe('POST /api/checkout/order: a partner’s tariff (ADR 50)', () => {
  it('is refused once the partner link’s code is gone, and nothing is placed', async () => {
    const before = await readyToOrder();
    const response = await order();
    expect(response.status).toBe(403);
    expect(orderContract.error.parse(await response.json())).toMatchObject({ error: 'partner_link_required' });
    const after = await modules.progress.readProgress('DE', before.cart);
    expect(after.placed).toBeUndefined();
    expect(after.personal).toEqual(before.personal);
  });

  it('is refused with another partner’s code', async () => {
    await readyToOrder();
    browser.jar.set(PARTNER_COOKIE, 'other');
    expect((await order()).status).toBe(403);
  });

  it('is placed with the partner’s code', async () => {
    await readyToOrder();
    browser.jar.set(PARTNER_COOKIE, 'campus');
    const response = await order();
    expect(response.status).toBe(200);
    expect(orderContract.ok.parse(await response.json()).next).toMatch(/danke/);
    // Invoice is collected later: the checkout is finished and the order's access kept for the thank-you page.
    expect(browser.jar.get(ORDER_COOKIE)?.value).toBeTruthy();
  });
});
