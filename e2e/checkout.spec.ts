import type { Page } from '@playwright/test';
import { localizedPath } from '@/lib/i18n/paths';
import { liveTariffs } from './support/catalogue';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { labelWithContext, translator } from './support/i18n';
import { choose, fill, press, select, tabTo, tick } from './support/keyboard';
import type { E2ESite } from './support/sites';

/**
 * The checkout journeys of issue 14, one order each. The first runs with the keyboard alone, from the
 * tariff page to the thank-you page, through a declined card and a retry with 3-D Secure, with a
 * reload in the middle; every page of ours is scanned by axe (label-in-name included).
 */

const AT: E2ESite = { market: 'AT', locale: 'de-AT', path: { locale: 'de-AT', defaultLocale: 'de-AT' } };
const IT: E2ESite = { market: 'IT', locale: 'it-IT', path: { locale: 'it-IT', defaultLocale: 'it-IT' } };

/** A card expiry the sandbox accepts: this month of a later year. */
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

function helpers(page: Page, site: E2ESite) {
  const t = translator(site.locale);
  const path = (route: Parameters<typeof localizedPath>[1], params?: Record<string, string>) => localizedPath(site.path, route, params);
  const atStep = async (step: 'personal' | 'number' | 'delivery' | 'payment' | 'summary') => {
    await page.waitForURL((u) => u.pathname === path(`/checkout/${step}`));
    await expect(page.getByRole('navigation', { name: t('checkout.steps.label') }).locator('[aria-current="step"]')).toContainText(t(`checkout.steps.${step}`));
  };
  return { t, path, atStep };
}

/** Orders a tariff from its detail page and arrives in the cart. */
async function orderTariff(page: Page, site: E2ESite, id: string) {
  const { t, path } = helpers(page, site);
  const tariff = (await liveTariffs(site.market, site.locale)).find((x) => x.tariffModelSalesId === id)!;
  await page.goto(marketUrl(site.market, path('/tariffs/[slug]', { slug: tariff.tariffDetailLink })));
  await press(page, page.getByRole('button', { name: labelWithContext(t('tariff.order'), t('tariff.orderSuffix', { name: tariff.tariffName })), exact: true }));
  await page.waitForURL((u) => u.pathname === path('/cart'));
  return tariff;
}

/** Types a card on the sandbox provider's hosted field and comes back to the shop. */
async function enterCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await fill(page, page.getByLabel('Card number'), number);
  await fill(page, page.getByLabel('Expiry date (MM/YY)'), EXPIRY);
  await fill(page, page.getByLabel('Security code (CVV)'), '123');
  await fill(page, page.getByLabel('Name on the card'), 'Anna Huber');
  await press(page, page.getByRole('button', { name: 'Continue' }));
}

async function acceptAndOrder(page: Page, site: E2ESite) {
  const { t } = helpers(page, site);
  await tick(page, page.getByRole('checkbox', { name: t('checkoutSummary.termsAcceptedLabel') }));
  await tick(page, page.getByRole('checkbox', { name: t('checkoutSummary.noticeConfirmedLabel') }));
  await press(page, page.getByRole('button', { name: t('checkoutSummary.order') }));
}

test.describe('AT, keyboard only', () => {
  test.use({ locale: 'de-AT' });

  test('postpaid eSIM with a ported number: declined card, then 3-D Secure → thank-you page with both install links', async ({ page }) => {
    test.slow();
    const site = AT;
    const { t, atStep } = helpers(page, site);
    const tariff = await orderTariff(page, site, 'AT-MOBILE-M');

    // The cart: an eSIM instead of the SIM card.
    await choose(page, page.getByRole('group', { name: t('cart.simLegend', { name: tariff.tariffName }) }).getByRole('radio', { name: t('cart.simOption', { type: 'ESIM' }) }));
    await press(page, page.getByRole('button', { name: labelWithContext(t('cart.save'), t('cart.saveSimContext', { name: tariff.tariffName })), exact: true }));
    await expect(page.getByText(t('cart.savedSim', { name: tariff.tariffName }))).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page, page.getByRole('link', { name: t('cart.toCheckout') }));

    // 1. Personal details.
    await atStep('personal');
    await expectNoAxeViolations(page);
    const label = (key: string) => page.getByLabel(t(`checkoutPersonal.labels.${key}` as never), { exact: true });
    await choose(page, page.getByRole('radio', { name: t('checkoutPersonal.customerTypeOption', { type: 'PRIVATE' }) }));
    await fill(page, label('firstName'), 'Anna');
    await fill(page, label('lastName'), 'Huber');
    await tabTo(page, label('birthday'));
    await page.keyboard.type('12041990');
    await fill(page, label('email'), 'anna.huber@example.at');
    await fill(page, label('confirmEmail'), 'anna.huber@example.at');
    await fill(page, label('phone'), '0664 1234567');
    await fill(page, label('address.street'), 'Neubaugasse');
    await fill(page, label('address.houseNumber'), '12');
    await fill(page, label('address.zip'), '1070');
    await fill(page, label('address.city'), 'Wien');
    await select(page, page.getByLabel(t('checkoutPersonal.labels.address.region', { market: 'AT' })), 'Wien');
    await press(page, page.getByRole('button', { name: t('checkoutPersonal.submit') }));

    // 2. Number: ported in from a contract.
    await atStep('number');
    await expectNoAxeViolations(page);
    await choose(page, page.getByRole('radio', { name: t('checkoutNumber.sources.PORTING') }));
    await fill(page, page.getByLabel(t('checkoutNumber.transferPhoneNumber')), '0664 7654321');
    await choose(page, page.getByRole('radio', { name: t('checkoutNumber.contractTypes.POSTPAID') }));
    await select(page, page.getByLabel(t('checkoutNumber.previousProviderId')), /A1/);
    await fill(page, page.getByLabel(t('checkoutNumber.holderFirstName')), 'Anna');
    await fill(page, page.getByLabel(t('checkoutNumber.holderLastName')), 'Huber');
    await select(page, page.getByLabel(t('checkoutNumber.date')), /\d/);
    await choose(page, page.getByRole('radio', { name: t('checkoutNumber.terminationTypes.IMMEDIATE') }));
    await tick(page, page.getByRole('checkbox', { name: t('checkoutNumber.terminationConfirmed') }));
    await tick(page, page.getByRole('checkbox', { name: t('checkoutNumber.smsSent') }));
    await press(page, page.getByRole('button', { name: t('checkoutNumber.submit') }));

    // An eSIM travels nowhere: no delivery step. A reload keeps every step done so far.
    await atStep('payment');
    await page.reload();
    await atStep('payment');
    await press(page, page.getByRole('link', { name: `${t('checkout.steps.numbered', { number: 1, name: t('checkout.steps.personal') })} ${t('checkout.steps.done')}` }));
    await atStep('personal');
    await expect(page.getByLabel(t('checkoutPersonal.labels.firstName'), { exact: true })).toHaveValue('Anna');
    await press(page, page.getByRole('button', { name: t('checkoutPersonal.submit') }));

    // 4. Payment by card, entered at the provider; the first card is declined.
    await atStep('payment');
    await expectNoAxeViolations(page);
    await choose(page, page.getByRole('radio', { name: t('checkoutPayment.methods.CREDITCARD') }));
    await press(page, page.getByRole('button', { name: t('checkoutPayment.submit') }));
    await enterCard(page, '4000 0000 0000 0002');

    await atStep('summary');
    await expectNoAxeViolations(page);
    await acceptAndOrder(page, site);

    // Declined: back to the payment step with the SPEC message, everything else kept.
    await atStep('payment');
    await expect(page.getByText(t('checkoutPayment.failed.heading'))).toBeVisible();
    await expectNoAxeViolations(page);
    await choose(page, page.getByRole('radio', { name: t('checkoutPayment.methods.CREDITCARD') }));
    await press(page, page.getByRole('button', { name: t('checkoutPayment.submit') }));
    await enterCard(page, '4000 0000 0000 3220');
    await atStep('summary');
    await acceptAndOrder(page, site);

    // 3-D Secure at the card issuer, then the thank-you page.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Approve payment' }));
    await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/checkout/thank-you'));
    await expect(page.getByRole('heading', { level: 1, name: t('checkoutThankYou.heading') })).toBeVisible();
    const ios = page.getByRole('link', { name: new RegExp(`^${t('checkoutThankYou.esim.ios')}`) });
    const android = page.getByRole('link', { name: new RegExp(`^${t('checkoutThankYou.esim.android')}`) });
    await expect(ios).toHaveAttribute('href', /LPA:1\$/);
    await expect(android).toHaveAttribute('href', /LPA:1\$/);
    await tabTo(page, ios);
    await tabTo(page, android);
    await expectNoAxeViolations(page);
  });
});

test.describe('IT', () => {
  test.use({ locale: 'it-IT' });

  test('a SIM card with a new number, picked up at a Fermopoint, paid by card', async ({ page }) => {
    test.slow();
    const site = IT;
    const { t, atStep } = helpers(page, site);
    await orderTariff(page, site, 'IT-GIGA-50');
    await page.getByRole('link', { name: t('cart.toCheckout') }).click();

    await atStep('personal');
    const label = (key: string) => page.getByLabel(t(`checkoutPersonal.labels.${key}` as never), { exact: true });
    await label('firstName').fill('Giulia');
    await label('lastName').fill('Rossi');
    await label('birthday').fill('1988-03-05');
    await label('email').fill('giulia.rossi@example.it');
    await label('confirmEmail').fill('giulia.rossi@example.it');
    await label('phone').fill('347 1234567');
    await label('address.street').fill('Via Nazionale');
    await label('address.houseNumber').fill('10');
    await label('address.zip').fill('00184');
    await label('address.city').fill('Roma');
    const region = page.getByLabel(t('checkoutPersonal.labels.address.region', { market: 'IT' }));
    if (await region.count()) await region.selectOption({ index: 1 });
    await page.getByRole('button', { name: t('checkoutPersonal.submit') }).click();

    // A new number behind the captcha: the question's text alternative answered.
    await atStep('number');
    await page.getByRole('radio', { name: t('checkoutNumber.sources.NEW') }).check();
    const question = await page.locator('[id$="-question"]').first().textContent();
    const [a, b] = (question ?? '').match(/\d+/g)!.map(Number);
    await page.getByLabel(t('checkoutNumber.captcha.answer')).fill(String(a! + b!));
    await page.getByRole('button', { name: t('checkoutNumber.captcha.reserve') }).click();
    await page.getByRole('group', { name: t('checkoutNumber.newNumber') }).getByRole('radio').first().check();
    await page.getByRole('button', { name: t('checkoutNumber.submit') }).click();

    // Pickup at a Fermopoint, with its opening hours.
    await atStep('delivery');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /^Ritiro presso un Fermopoint/ }).check();
    await page.getByLabel('CAP').fill('00184');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page.getByRole('table', { name: /Tabaccheria Monti/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Tabaccheria Monti/ }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('checkoutDelivery.submit' as never) }).click();

    await atStep('payment');
    await page.getByRole('radio', { name: t('checkoutPayment.methods.CREDITCARD') }).check();
    await page.getByRole('button', { name: t('checkoutPayment.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Name on the card').fill('Giulia Rossi');
    await page.getByRole('button', { name: 'Continue' }).click();

    await atStep('summary');
    await expect(page.getByText(/Tabaccheria Monti/)).toBeVisible();
    await page.getByRole('checkbox', { name: t('checkoutSummary.termsAcceptedLabel') }).check();
    await page.getByRole('checkbox', { name: t('checkoutSummary.noticeConfirmedLabel') }).check();
    await page.getByRole('button', { name: t('checkoutSummary.order') }).click();
    await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/checkout/thank-you'));
    await expect(page.getByRole('heading', { level: 1, name: t('checkoutThankYou.heading') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
