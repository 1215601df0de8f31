import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { consentBannerText } from '@/lib/platform/consent/consent-text';
import en from '@/messages/en-GB.json';
import { renderIsland } from './render';

// The banner's words are translated on the server (lib/platform/consent/consent-text.ts).
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-GB', messages: en, namespace: namespace as 'consent' }),
}));

/** The banner as the layout renders it, without the messages provider: it needs none. */
async function renderBanner() {
  return renderIsland(<ConsentBanner text={await consentBannerText()} settingsHref="/en/cookie-settings" />, { messages: {} as typeof en });
}

/** Stands in for /api/consent: sets the cookie the way the route handler does. */
function consentRoute(status = 200) {
  global.fetch = jest.fn(async (_url: string, init: { body: string }) => {
    const { decision, statistics } = JSON.parse(init.body) as { decision: string; statistics: boolean };
    if (status === 200) {
      const all = decision === 'all';
      const value = {
        v: 1,
        preferences: all,
        statistics: all || (decision === 'custom' && statistics),
        marketing: all,
        at: new Date().toISOString(),
      };
      document.cookie = `consent=${encodeURIComponent(JSON.stringify(value))}; path=/`;
    }
    return { ok: status < 400, status, json: async () => ({}) };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  document.cookie = 'consent=; Max-Age=0; path=/';
});

describe('ConsentBanner', () => {
  it('is a labelled region with accept all, reject all and save my choice as buttons of the same kind', async () => {
    await renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies in our shop' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Accept all', 'Reject all', 'Save my choice']);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(within(region).getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/en/cookie-settings');
    expect(within(region).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  });

  it('is compact: accept all and reject all side by side, the categories and "save my choice" behind the disclosure', async () => {
    await renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies in our shop' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    expect(accept.parentElement).toBe(within(region).getByRole('button', { name: 'Reject all' }).parentElement);
    const disclosure = within(region).getByText('Choose categories').closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure).toContainElement(within(region).getByRole('button', { name: 'Save my choice' }));
    expect(disclosure).toContainElement(within(region).getByRole('checkbox', { name: 'Statistics' }));
    expect(disclosure).not.toContainElement(accept);
  });

  it('saves the ticked categories, confirms politely with focus, and goes away when hidden', async () => {
    consentRoute();
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByText('Choose categories'));
    await user.click(screen.getByRole('checkbox', { name: 'Statistics' }));
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    const sent = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(sent).toEqual({ decision: 'custom', preferences: false, statistics: true, marketing: false });
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Your cookie choice has been saved.');
    expect(confirmation).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('region', { name: 'Cookies in our shop' })).not.toBeInTheDocument();
  });

  it('says when the choice could not be saved and stays', async () => {
    consentRoute(503);
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your choice could not be saved.'));
    expect(screen.getByRole('region', { name: 'Cookies in our shop' })).toBeInTheDocument();
  });

  it('is not shown to a visitor who already chose', async () => {
    document.cookie = `consent=${encodeURIComponent(JSON.stringify({ v: 1, preferences: false, statistics: false, marketing: false, at: '2026-11-01T10:00:00Z' }))}; path=/`;
    await renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
