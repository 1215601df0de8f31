import type { Page } from '@playwright/test';
import type { Locale } from '@/lib/platform/markets/markets';
import { expect, expectNoAxeViolations } from './fixtures';
import { translator } from './i18n';

/**
 * A TWINT waiting page (ADR 48; the checkout's or a top-up's, by `purpose`): its QR code, the app's
 * link and the wait announced, scanned with axe; then the sandbox TWINT app page its link opens, in a
 * tab of its own (the phone beside the desktop).
 */
export async function openTwintApp(page: Page, locale: Locale, purpose: 'order' | 'recharge'): Promise<Page> {
  const t = translator(locale);
  await expect(page.getByRole('heading', { level: 1, name: t('checkoutTwint.heading') })).toBeVisible();
  await expect(page.getByRole('img', { name: t('checkoutTwint.qr.alt', { purpose }) })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(t('checkoutTwint.waiting'));
  await expectNoAxeViolations(page);
  const app = await page.context().newPage();
  await app.goto((await page.getByRole('link', { name: t('checkoutTwint.app.open') }).getAttribute('href'))!);
  await expect(app.getByRole('heading', { level: 1, name: 'Pay with TWINT' })).toBeVisible();
  return app;
}

/** Approves or declines in the sandbox TWINT app page, then closes it; the waiting page moves on by itself. */
export async function answerInTwintApp(app: Page, decision: 'approve' | 'decline'): Promise<void> {
  await app.getByRole('button', { name: decision === 'approve' ? 'Approve payment' : 'Decline payment' }).click();
  await expect(
    app.getByRole('heading', { level: 1, name: decision === 'approve' ? 'Payment approved' : 'Payment declined' }),
  ).toBeVisible();
  await app.close();
}
