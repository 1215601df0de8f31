import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchingCodes } from '@/components/account/sim/SwitchingCodes';
import type { AuthorisationCode } from '@/lib/platform/content-api/schemas';
import { renderAccountIsland, stubFetch, UPGRADE_REQUIRED, UPGRADED } from './account-fetch';
import { alerts } from './render';

const PATH = '/api/upstream/customerarea/tariff/P-40000001-1/porting/authorisationcode';
const STAC: AuthorisationCode = { type: 'STAC', code: '123456ABC', expiryDate: '2026-12-10' };
const PAC: AuthorisationCode = { type: 'PAC', code: 'ABC123456', expiryDate: '2026-12-23' };

const renderCodes = (initial: AuthorisationCode[] = []) =>
  renderAccountIsland(<SwitchingCodes customer="40000001" productKey="P-40000001-1" initial={initial} />);
const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('SwitchingCodes', () => {
  it('shows the valid codes with their last day, or that there are none', () => {
    const { unmount } = renderCodes();
    expect(screen.getByText('You have no valid switching code.')).toBeInTheDocument();
    unmount();
    renderCodes([STAC]);
    expect(value('STAC: leave without your number')).toBe('123456ABCValid up to and including Thursday 10 December');
  });

  it('issues a PAC after the upgrade prompt and shows it with its expiry', async () => {
    const calls = stubFetch({ [`POST ${PATH}/PAC`]: [UPGRADE_REQUIRED, { status: 201, body: PAC }], ...UPGRADED });
    renderCodes([STAC]);
    await userEvent.click(screen.getByRole('button', { name: 'Request PAC' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your PAC is ABC123456, valid up to and including Wednesday 23 December.')).toBeInTheDocument();
    expect(value('PAC: keep your number')).toBe('ABC123456Valid up to and including Wednesday 23 December');
    expect(value('STAC: leave without your number')).toContain('123456ABC');
    expect(calls.map((c) => c.call)).toEqual([`POST ${PATH}/PAC`, 'POST /api/auth/upgrade', `POST ${PATH}/PAC`]);
  });

  it('says when a code could not be issued and shows none', async () => {
    stubFetch({ [`POST ${PATH}/STAC`]: [{ status: 503, body: { error: 'unavailable' } }] });
    renderCodes();
    await userEvent.click(screen.getByRole('button', { name: 'Request STAC' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByText('You have no valid switching code.')).toBeInTheDocument();
  });
});
