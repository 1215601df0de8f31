import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';

test('the Austrian home page is in de-AT, has one h1 and no axe violations', async ({ page }) => {
  const response = await page.goto(marketUrl('AT', '/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
