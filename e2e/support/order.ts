import type { Page } from '@playwright/test';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { expect, marketUrl } from './fixtures';
import type { E2ESite } from './sites';
import { E2E_API_URL } from './urls';

/**
 * Places an order the way the checkout's islands do, through our own route handlers (cart, steps,
 * order button) but without their pages: for journeys that begin after ordering (identification,
 * the porting signature). The browser keeps the order cookie, as after a real checkout, and stands
 * on the cart page (go to the answered thank-you page next, as the checkout would). One eSIM tariff whose number is ported in (no delivery, no captcha), paid by
 * SEPA direct debit: the order then waits for the identification only.
 */
export type OrderOptions = {
  tariffId: string;
  holder: { firstName: string; lastName: string; birthday: string; email: string; phone: string };
  /** `region`: the region's name (its shortname is looked up), '' where the market has none. */
  address: { street: string; houseNumber: string; zip: string; city: string; region: string };
  /** The number ported in, its provider's display name (a part of it) and the account's IBAN. */
  porting: { phoneNumber: string; provider: RegExp };
  iban: string;
};

export const AT_ORDER: OrderOptions = {
  tariffId: 'AT-MOBILE-M',
  holder: { firstName: 'Anna', lastName: 'Huber', birthday: '1990-04-12', email: 'anna.huber@example.at', phone: '0664 1234567' },
  address: { street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien', region: 'Wien' },
  porting: { phoneNumber: '0664 7654321', provider: /A1/ },
  iban: 'AT61 1904 3002 3457 3201',
};

async function fromApi<T>(site: E2ESite, path: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/${path}`, { headers: { 'X-Market': site.market, 'Accept-Language': site.locale } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Posts JSON from the page (its Origin, its cookies) and expects success. */
export async function post(page: Page, path: string, body: unknown): Promise<{ next?: string }> {
  const answer = await page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: json,
      });
      return { status: response.status, body: await response.text() };
    },
    [path, JSON.stringify(body)] as const,
  );
  expect(answer.status, `${path}: ${answer.body}`).toBe(200);
  return JSON.parse(answer.body) as { next?: string };
}

/** Places the order; answers where the checkout would go next: the thank-you page. */
export async function placeOrder(page: Page, site: E2ESite, options: OrderOptions = AT_ORDER): Promise<string> {
  const { holder, address, porting } = options;
  const providers = await fromApi<{ id: string; displayName: string }[]>(site, 'portings/providers');
  const provider = providers.find((p) => porting.provider.test(p.displayName));
  if (!provider) throw new Error(`no porting provider matches ${porting.provider} in ${site.market}`);
  const [date] = await fromApi<string[]>(site, 'portings/freedates');
  const regions = await fromApi<{ name: string; shortname: string }[]>(site, 'config/countries/regions');
  const region = regions.find((r) => r.name === address.region)?.shortname ?? '';

  await page.goto(marketUrl(site.market, localizedPath(site.path, '/cart')));
  await post(page, '/api/cart', { action: 'add', id: options.tariffId, locale: site.locale });
  await post(page, '/api/cart', { action: 'configure', id: options.tariffId, simType: 'ESIM' });
  await post(page, '/api/checkout/personal', {
    customerType: 'PRIVATE',
    ...holder,
    confirmEmail: holder.email,
    address: { houseName: '', doorNumber: '', ...address, region },
  });
  await post(page, '/api/checkout/number', {
    simCards: [
      {
        source: 'PORTING',
        transferPhoneNumber: porting.phoneNumber,
        contractType: 'POSTPAID',
        previousProviderId: provider.id,
        holderFirstName: holder.firstName,
        holderLastName: holder.lastName,
        date,
        terminationType: 'IMMEDIATE',
        terminationConfirmed: true,
        smsSent: true,
      },
    ],
  });
  await post(page, '/api/checkout/payment', {
    method: 'SEPA',
    accountHolder: `${holder.firstName} ${holder.lastName}`,
    iban: options.iban,
    mandateAccepted: true,
  });
  const { next } = await post(page, '/api/checkout/order', { termsAccepted: true, noticeConfirmed: true, locale: site.locale });
  expect(next).toContain(localizedPath(site.path, '/checkout/thank-you'));
  return next!;
}
