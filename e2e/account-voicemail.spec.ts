import { MARKET_EXAMPLES } from '@/lib/platform/markets/examples';
import { demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import type { E2ESite } from './support/sites';

// The refused forwarding number answers 400: the browser logs it as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 400/] });

/** Switzerland in French (a prefixed locale beside the default de-CH). */
const site: E2ESite = { market: 'CH', locale: 'fr-CH', path: { locale: 'fr-CH', defaultLocale: 'de-CH' } };
const CUSTOMER = '30000001'; // has CALL_FORWARDING
const LINE = 'P-30000001-1';

/** A tiny valid WAV: 8 kHz, 8-bit mono, a tenth of a second of silence. */
function silentWav(): Buffer {
  const samples = Buffer.alloc(800, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

test('CH (fr-CH): voicemail read, a setting saved, a forwarding number refused, a greeting uploaded, a wrong file refused, the greeting removed', async ({
  page,
}) => {
  test.slow(); // several axe scans in one journey
  const t = translator(site.locale);
  const label = (key: Parameters<typeof t>[0]) => page.getByLabel(t(key), { exact: true });
  const button = (key: Parameters<typeof t>[0]) => page.getByRole('button', { name: t(key), exact: true });
  const line = demoCustomer(site.market, CUSTOMER).products[0]!;
  const player = page.locator('.greeting-player audio');

  await logIn(page, site, CUSTOMER);
  await page.goto(pageUrl(site, '/account/voicemail/[product]', { product: LINE }));

  // Read: the settings, call forwarding (the customer has the feature), what callers hear.
  await expect(
    page.getByRole('heading', { level: 1, name: t('accountArea.screenHeading', { screen: 'voicemail', product: line.name }) }),
  ).toBeVisible();
  await expect(label('accountVoicemail.settings.labels.enabled')).toBeChecked();
  await expect(label('accountVoicemail.forward.msisdn')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: t('accountVoicemail.greeting.currentHeading') })).toBeVisible();
  await expectNoAxeViolations(page);

  // A successful save: announcement only switched (whatever an earlier run left).
  const announcement = label('accountVoicemail.settings.labels.withoutRecording');
  const wasOn = await announcement.isChecked();
  await announcement.setChecked(!wasOn);
  await button('accountVoicemail.settings.submit').click();
  await expect(page.getByText(t('accountArea.saved'))).toBeVisible();
  await expectNoAxeViolations(page);

  // A refused save: a forwarding number that is no number, told at its field, the number kept.
  await label('accountVoicemail.forward.enabled').setChecked(true);
  await label('accountVoicemail.forward.msisdn').fill('appelez-moi');
  await button('accountVoicemail.forward.submit').click();
  await expect(
    page
      .getByText(t('accountVoicemail.forward.error', { code: 'invalid_format', example: MARKET_EXAMPLES.CH.mobile.international }))
      .first(),
  ).toBeVisible();
  await expect(label('accountVoicemail.forward.msisdn')).toHaveValue('appelez-moi');
  await expect(label('accountVoicemail.forward.msisdn')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Upload a small WAV: saved, callers hear it, the player plays it through the route handler.
  await label('accountVoicemail.greeting.fileLabel').setInputFiles({ name: 'annonce.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await button('accountVoicemail.greeting.upload').click();
  await expect(page.getByText(t('accountVoicemail.greeting.uploaded'))).toBeVisible();
  await expect(page.getByText(t('accountVoicemail.greeting.hearOwn'))).toBeVisible();
  await expect(player).toBeVisible();
  const audio = await page.request.get(marketUrl(site.market, `/api/account/voicemail/${LINE}/greeting`));
  expect([audio.status(), audio.headers()['content-type'], audio.headers()['cache-control']]).toEqual([
    200,
    'audio/wav',
    'private, no-store',
  ]);
  await expectNoAxeViolations(page);

  // A file that is no audio: refused in the browser with its message, nothing sent.
  await label('accountVoicemail.greeting.fileLabel').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bonjour'),
  });
  await button('accountVoicemail.greeting.upload').click();
  await expect(page.getByText(t('accountVoicemail.greeting.problem.wrong_type', { max: 2 }))).toBeVisible();
  await expect(label('accountVoicemail.greeting.fileLabel')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Remove the greeting: the player goes, callers hear the standard greeting again.
  await button('accountVoicemail.greeting.remove').click();
  await expect(page.getByText(t('accountVoicemail.greeting.removed'))).toBeVisible();
  await expect(player).toHaveCount(0);
  await expect(button('accountVoicemail.greeting.remove')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
