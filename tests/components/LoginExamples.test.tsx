/**
 * Issue 25 §0.8: every login method's examples are the market's own, not Austria's: the phone number
 * in the market's format and a customer number of its range, in each of its languages.
 */
import { screen } from '@testing-library/react';
import { LoginForm } from '@/components/account/LoginForm';
import { LinkLogin } from '@/components/account/login/LinkLogin';
import { OpenIdLogin } from '@/components/account/login/OpenIdLogin';
import { TanLogin } from '@/components/account/login/TanLogin';
import { loadMessages } from '@/lib/platform/i18n/messages';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { renderIsland } from './render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const PAGES: [MarketCode, Locale, { identifier: string; tan: string }][] = [
  ['UK', 'en-GB', { identifier: 'For example +44 7700 900123 or 40012345', tan: 'For example 07700 900123 or +44 7700 900123' }],
  ['CH', 'fr-CH', { identifier: 'Par exemple +41 79 123 45 67 ou 30012345', tan: 'Par exemple 079 123 45 67 ou +41 79 123 45 67' }],
  ['CH', 'de-CH', { identifier: 'Zum Beispiel +41 79 123 45 67 oder 30012345', tan: 'Zum Beispiel 079 123 45 67 oder +41 79 123 45 67' }],
  ['IT', 'it-IT', { identifier: 'Ad esempio +39 347 123 4567 oppure 50012345', tan: 'Per esempio 347 123 4567 o +39 347 123 4567' }],
  ['IT', 'en-GB', { identifier: 'For example +39 347 123 4567 or 50012345', tan: 'For example 347 123 4567 or +39 347 123 4567' }],
];

describe.each(PAGES)('the login of %s in %s', (market, locale, hints) => {
  const render = async (ui: React.ReactElement) => renderIsland(ui, { market, locale, messages: await loadMessages(locale) });

  it('suggests the market’s phone and customer numbers for the password, the link and OpenID', async () => {
    for (const ui of [
      <LoginForm key="p" locale={locale} />,
      <LinkLogin key="l" locale={locale} />,
      <OpenIdLogin key="o" locale={locale} />,
    ]) {
      const { unmount } = await render(ui);
      expect(screen.getByText(hints.identifier)).toBeInTheDocument();
      unmount();
    }
  });

  it('suggests the market’s mobile number for the code by SMS', async () => {
    await render(<TanLogin locale={locale} />);
    expect(screen.getByText(hints.tan)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\+43|0664|10000001/);
  });
});
