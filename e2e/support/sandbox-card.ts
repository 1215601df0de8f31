import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { fill, press } from './keyboard';

/** An expiry the sandbox provider takes (three years on). */
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** Types a card on the sandbox provider's hosted field, with the keyboard, and goes back to the shop. */
export async function enterCard(page: Page, number: string, holder = 'Anna Huber'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await fill(page, page.getByLabel('Card number'), number);
  await fill(page, page.getByLabel('Expiry date (MM/YY)'), EXPIRY);
  await fill(page, page.getByLabel('Security code (CVV)'), '123');
  await fill(page, page.getByLabel('Name on the card'), holder);
  await press(page, page.getByRole('button', { name: 'Continue' }));
}
