import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimBlock } from '@/components/account/sim/SimBlock';
import type { SimState } from '@/lib/platform/content-api/schemas';
import { renderAccountIsland, stubFetch, UPGRADE_REQUIRED, UPGRADED } from './account-fetch';
import { alerts } from './render';

const ACTIVE: SimState = {
  phoneAccountId: 'P-40000002-4',
  status: 'ACTIVE',
  simType: 'SIM',
  humanReadableIccid: '8944 1000 0000 0000 0042',
};
const LOCK = 'PUT /api/upstream/simcards/P-40000002-4/action:lock';

const renderBlock = () => renderAccountIsland(<SimBlock customer="40000002" initial={ACTIVE} line="+44 7700 900203" />);
const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

async function confirmBlock() {
  await userEvent.click(screen.getByRole('button', { name: 'Block SIM card' }));
  expect(screen.getByRole('heading', { name: 'Really block the SIM card of +44 7700 900203?' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Yes, block the SIM card' }));
}

describe('SimBlock', () => {
  it('shows the card and warns that only customer service reactivates a blocked SIM', () => {
    renderBlock();
    expect(value('Type')).toBe('SIM card');
    expect(value('Card number (ICCID)')).toBe('8944 1000 0000 0000 0042');
    expect(value('Status')).toBe('Active');
    expect(screen.getByText(/Only our customer service can reactivate a blocked SIM card/)).toBeInTheDocument();
  });

  it('asks for confirmation and gives the focus back when cancelled, without blocking', async () => {
    const calls = stubFetch({});
    renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Block SIM card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Block SIM card' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('blocks after the upgrade prompt, repeating the same block, and shows the card blocked', async () => {
    const calls = stubFetch({ [LOCK]: [UPGRADE_REQUIRED, { status: 200, body: { ...ACTIVE, status: 'BLOCKED' } }], ...UPGRADED });
    renderBlock();
    await confirmBlock();
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    expect(value('Status')).toBe('Active');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The SIM card has been blocked.')).toBeInTheDocument();
    expect(value('Status')).toBe('Blocked');
    expect(screen.getByText('This SIM card is blocked. Only our customer service can reactivate it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block SIM card' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Block SIM card' })).toHaveFocus();
    expect(calls.map((c) => c.call)).toEqual([LOCK, 'POST /api/auth/upgrade', LOCK]);
  });

  it('says the block failed and keeps the card active and the confirmation open', async () => {
    stubFetch({ [LOCK]: [{ status: 503, body: { error: 'unavailable' } }] });
    renderBlock();
    await confirmBlock();
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(value('Status')).toBe('Active');
    expect(screen.getByRole('button', { name: 'Yes, block the SIM card' })).toBeEnabled();
  });

  it('shows a card blocked meanwhile as blocked', async () => {
    stubFetch({
      [LOCK]: [{ status: 409, body: { error: 'already_blocked' } }],
      'GET /api/upstream/simcards/P-40000002-4': [{ status: 200, body: { ...ACTIVE, status: 'BLOCKED' } }],
    });
    renderBlock();
    await confirmBlock();
    await waitFor(() => expect(alerts()).toContain('The SIM card is already blocked.'));
    await waitFor(() => expect(value('Status')).toBe('Blocked'));
  });
});
