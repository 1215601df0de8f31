import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The scan every journey relies on still finds what it must: with only violations reported and a
 * frameless page scanned in place (e2e/support/axe.ts), an unlabelled field and text without contrast
 * fail it. No server page: the markup is the test's own.
 */
test('the axe scan fails on an unlabelled field and on text without contrast', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Scan</title></head><body><main><input type="text"><p style="color:#eee;background:#fff">faint</p></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => 'no violation found',
    (error: Error) => error.message,
  );
  expect(failure).toContain('label');
  expect(failure).toContain('color-contrast');
});
