/**
 * Issue 5 §1: the contact form survives a content-API outage: it says the message could not be sent (SPEC §8),
 * keeps everything typed, and still has it after a reload. Switches the API off, so it runs in the
 * "alone" project, alone and after everything else.
 */
import { localizedPath } from '@/lib/platform/i18n/paths';
import { CONTENT_SITES } from './support/content-sites';
import { expect, marketUrl, setContentApiFault, test } from './support/fixtures';
import { translator } from './support/i18n';

// test.slow(): first renders (ISR) and axe runs take seconds each on a busy machine.

// The browser logs the 503 of /api/contact as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 503/] });

test('IT: with the content API down the message is not sent, the text is kept and survives a reload', async ({ page }) => {
  test.slow();
  const it = CONTENT_SITES.find((s) => s.market === 'IT')!;
  const t = translator(it.locale);
  const field = (name: 'name' | 'email' | 'phone' | 'subject' | 'message') => page.getByLabel(t(`contact.${name}`), { exact: true });
  await page.goto(marketUrl('IT', localizedPath(it.path, '/contact')));
  await field('name').fill('Giulia Rossi');
  await field('email').fill('giulia.rossi@example.org');
  await field('phone').fill('+39 333 1234567');
  await field('subject').selectOption('invoice');
  await field('message').fill('La mia ultima fattura è stata addebitata due volte.');

  await setContentApiFault('down');
  try {
    await page.getByRole('button', { name: t('contact.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('contact.sendFailed'));
    await expect(field('message')).toHaveValue('La mia ultima fattura è stata addebitata due volte.');
    await expect(field('subject')).toHaveValue('invoice');
  } finally {
    await setContentApiFault('pass');
  }

  await page.reload();
  await expect(field('message')).toHaveValue('La mia ultima fattura è stata addebitata due volte.');
  await expect(field('email')).toHaveValue('giulia.rossi@example.org');
  await expect(field('subject')).toHaveValue('invoice');
});
