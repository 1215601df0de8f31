import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { EsimDetails } from '@/components/account/sim/EsimDetails';
import type { EsimProfile } from '@/lib/platform/content-api/schemas';
import { esimInstallLinks } from '@/lib/checkout/esim-install-links';
import en from '@/messages/en-GB.json';
import { renderIsland } from './render';

// The QR encoder runs on the server, where TextEncoder is global; jsdom lacks it.
Object.assign(globalThis, { TextEncoder });

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-GB', messages: en, namespace: namespace as 'accountSim' }),
}));

const PROFILE: EsimProfile = { matchingId: 'K7Q2M-4HT9P-ZX3RB-W8N6D', smdpAddress: 'smdp.sandbox.example', activationCode: '482913' };
const LPA = 'LPA:1$smdp.sandbox.example$K7Q2M-4HT9P-ZX3RB-W8N6D';
const LINE = '+44 7700 900123';

async function renderDetails() {
  renderIsland(await EsimDetails({ profile: PROFILE, links: await esimInstallLinks(PROFILE), line: LINE }));
}
const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('EsimDetails', () => {
  it('draws the QR code of the LPA string with a text alternative', async () => {
    await renderDetails();
    const src = screen.getByRole('img', { name: `QR code to install the eSIM for ${LINE}` }).getAttribute('src')!;
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('links one-tap installs on iPhone and Android, named for the line', async () => {
    await renderDetails();
    const ios = new URL(screen.getByRole('link', { name: `Install on iPhone (eSIM for ${LINE})` }).getAttribute('href')!);
    const android = new URL(screen.getByRole('link', { name: `Install on Android (eSIM for ${LINE})` }).getAttribute('href')!);
    expect(`${ios.origin}${ios.pathname}`).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning');
    expect(ios.searchParams.get('carddata')).toBe(LPA);
    expect(android.searchParams.get('carddata')).toBe(LPA);
  });

  it('shows the SM-DP+ address, matching id, 6-digit activation code and whole code, each to copy', async () => {
    await renderDetails();
    expect(value('SM-DP+ address')).toContain('smdp.sandbox.example');
    expect(value('Matching ID (iPhone: “activation code”)')).toContain('K7Q2M-4HT9P-ZX3RB-W8N6D');
    expect(value('Activation code')).toContain('482913');
    expect(value('Complete activation code (Android)')).toContain(LPA);
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Activation code' }));
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(await screen.findByText('Copied: Activation code')).toBeInTheDocument();
  });

  it('tells how to copy by hand when the clipboard refuses', async () => {
    await renderDetails();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy SM-DP+ address' }));
    await waitFor(() => expect(screen.getByText(/Could not copy/)).toBeInTheDocument());
  });

  it('says so when the profile cannot be shown', async () => {
    renderIsland(await EsimDetails({ profile: undefined, links: undefined, line: LINE }));
    expect(screen.getByText(/The eSIM details cannot be shown right now/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
