import { devices, type Browser, type Page } from '@playwright/test';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { placeOrder } from './support/order';
import { linkIn, nextMessageTo, seenIds } from './support/outbox';
import type { E2ESite } from './support/sites';
import { E2E_API_URL } from './support/urls';

/**
 * Identification by ID photos (issue 16 §1, done-when 2): the desktop (the browser that ordered)
 * shows the QR code and the link and follows the phone live; a second browser context is the phone,
 * which opens the link and uploads. With the camera allowed it photographs both sides with Chromium's
 * fake camera; with it denied it shows the SPEC's camera-access hint and the file picker still works.
 */

const AT: E2ESite = { market: 'AT', locale: 'de-AT', path: { locale: 'de-AT', defaultLocale: 'de-AT' } };
const t = translator(AT.locale);
const desk = (key: string, values?: Record<string, string>) => t(`identificationUpload.desktop.${key}` as never, values as never);
const phone = (key: string, values?: Record<string, string>) => t(`identificationUpload.phone.${key}` as never, values as never);

// The SMS form's refused number (400), and a used link's upload on the phone (410).
test.use({ locale: 'de-AT', allowedConsoleErrors: [/status of 400/] });

/** The desktop's upload page for the ID photos, after an order: its QR code, its link, waiting for the phone. */
async function openHandoff(page: Page): Promise<string> {
  await placeOrder(page, AT);
  await page.goto(marketUrl('AT', localizedPath(AT.path, '/checkout/identification/upload/[kind]', { kind: 'id' })));
  await expect(page.getByRole('heading', { level: 1, name: t('identificationUpload.title', { kind: 'id' }) })).toBeVisible();
  await expect(page.getByRole('img', { name: desk('qrAlt') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: desk('status.waiting') })).toBeVisible();
  const link = await page.locator('.ident-upload__link code').textContent();
  expect(link).toMatch(/\/identification\/id\?token=[\w-]+$/);
  return link!;
}

/** The phone: a mobile browser of its own, with or without the camera allowed. */
async function phoneAt(browser: Browser, link: string, camera: boolean): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'de-AT', permissions: camera ? ['camera'] : [] });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('identificationUpload.title', { kind: 'id' }) })).toBeVisible();
  return page;
}

const sent = (page: Page) => expect(page.getByRole('heading', { name: phone('sent.heading') })).toBeVisible();

/** A file whose first bytes are a JPEG's (the content API reads the type from them). */
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), Buffer.alloc(4096)]),
});

test('ID photos: the desktop texts the link, the phone photographs both sides and uploads, the desktop sees the identity confirmed', async ({
  page,
  browser,
}) => {
  test.slow();
  await openHandoff(page);
  await expectNoAxeViolations(page);

  // "Send me the link by SMS": a number that is none (SPEC §8), then the phone's.
  const number = page.getByLabel(t('identificationUpload.sms.number'));
  await number.fill('12ab');
  await page.getByRole('button', { name: t('identificationUpload.sms.submit') }).click();
  await expect(page.getByText(t('identificationUpload.sms.invalid')).first()).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  const seen = await seenIds('AT', '+436641616001');
  await number.fill('0664 1616001');
  await page.getByRole('button', { name: t('identificationUpload.sms.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('identificationUpload.sms.sentTo', { number: '+436641616001' }) }),
  ).toBeVisible();
  const sms = await nextMessageTo('AT', '+436641616001', seen);
  const link = linkIn(sms.text);
  expect(link).toMatch(/\/identification\/id\?token=/);

  // The phone opens the texted link and photographs the front and the back with the camera.
  const mobile = await phoneAt(browser, link, true);
  await expectNoAxeViolations(mobile);
  for (const side of ['front', 'back']) {
    await mobile.getByRole('button', { name: phone('openCamera', { what: side }) }).click();
    await expect(mobile.getByLabel(phone('cameraLabel', { what: side }))).toBeVisible();
    await mobile.getByRole('button', { name: phone('shoot', { what: side }) }).click();
    await expect(mobile.getByRole('img', { name: phone('photoAlt', { what: side }) })).toBeVisible();
    await expect(mobile.getByRole('status').filter({ hasText: phone('ready', { what: side }) })).toBeVisible();
  }
  await mobile.getByRole('button', { name: phone('retake', { what: 'back' }) }).click();
  await mobile.getByRole('button', { name: phone('shoot', { what: 'back' }) }).click();
  await expectNoAxeViolations(mobile);
  await mobile.getByRole('button', { name: phone('send', { kind: 'id' }) }).click();
  await sent(mobile);
  await expectNoAxeViolations(mobile);

  // The desktop followed the texted link: the upload is checked, then the identity confirmed.
  await expect(page.getByRole('status').filter({ hasText: desk('status.verified') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: desk('qrAlt') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Back on the page later: nothing left to do, on to the order.
  await page.reload();
  await expect(page.getByText(desk('done'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: desk('toOrder') }).click();
  await page.waitForURL((url) => url.pathname === localizedPath(AT.path, '/checkout/thank-you'));
  await expect(page.getByRole('heading', { name: t('checkoutThankYou.next.ident.heading') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The link worked once: the phone is told to get a new one on the computer.
  await mobile.reload();
  await mobile.getByLabel(phone('pickPhoto', { what: 'front' })).setInputFiles(jpeg('front.jpg'));
  await mobile.getByLabel(phone('pickPhoto', { what: 'back' })).setInputFiles(jpeg('back.jpg'));
  await mobile.getByRole('button', { name: phone('send', { kind: 'id' }) }).click();
  await expect(mobile.getByRole('heading', { name: t('identificationUpload.phone.linkGone.heading') })).toBeVisible();
  await expectNoAxeViolations(mobile);
  await mobile.context().close();
});

test('camera denied: the phone shows the camera-access hint and uploads through the file picker; a failed check offers a retry or another method', async ({
  page,
  browser,
}) => {
  test.slow();
  const attempt = page.waitForRequest(/\/api\/identification\/upload\/id\/status\?attempts=/);
  const link = await openHandoff(page);
  const identTransactionId = new URL((await attempt).url()).searchParams.get('attempts')!;

  const mobile = await phoneAt(browser, link, false);
  await mobile.getByRole('button', { name: phone('openCamera', { what: 'front' }) }).click();
  await expect(mobile.getByRole('alert').filter({ hasText: phone('camera.denied') })).toBeVisible();
  await expectNoAxeViolations(mobile);

  // A GIF is refused on the phone before anything is sent; JPEG and PNG go.
  const front = mobile.getByLabel(phone('pickPhoto', { what: 'front' }));
  await front.setInputFiles({
    name: 'front.gif',
    mimeType: 'image/gif',
    buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(2048)]),
  });
  await expect(front).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile.getByRole('alert').filter({ hasText: phone('problem.wrong_type', { what: 'front' }) })).toBeVisible();
  await front.setInputFiles(jpeg('front.jpg'));
  await expect(front).not.toHaveAttribute('aria-invalid', 'true');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096)]);
  await mobile.getByLabel(phone('pickPhoto', { what: 'back' })).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await mobile.getByRole('button', { name: phone('send', { kind: 'id' }) }).click();
  await sent(mobile);

  // The reviewer fails the photos (README "Sandbox identification"): SPEC §8, try again or another method.
  const reviewed = await fetch(`${E2E_API_URL}/sandbox/identification/uploads/${identTransactionId}`, {
    method: 'PUT',
    headers: { 'X-Market': 'AT', 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'FAILED' }),
  });
  expect(reviewed.status).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: desk('status.failed', { kind: 'id' }) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: desk('otherMethod') })).toHaveAttribute(
    'href',
    localizedPath(AT.path, '/checkout/identification'),
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: desk('tryAgain') }).click();
  await expect(page.getByRole('status').filter({ hasText: desk('status.waiting') })).toBeVisible();
  await expect(page.getByRole('img', { name: desk('qrAlt') })).toBeVisible();
  await mobile.context().close();
});
