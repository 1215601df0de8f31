import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TerminateContract } from '@/components/account/terminate/TerminateContract';
import { alerts, renderIsland } from './render';
import { stubFetch } from './upstream-stub';

/** Cancelling a contract: an explicit tick, the upgrade prompt in between, then the confirmation. */

const TERMINATE = 'POST /api/upstream/customerarea/contract:terminate';
const CONFIRMATION = {
  confirmationNumber: 'K-00012345',
  productKey: 'P-60000002-4',
  paymentType: 'POST_PAY',
  receivedAt: '2026-11-23T10:00:00.000Z',
  effectiveDate: '2026-12-31',
  runtimeEnd: null,
  consequences: ['SERVICE_ENDS', 'NUMBER_PORTABLE_UNTIL_END', 'FINAL_INVOICE'],
  confirmationSentTo: { channel: 'EMAIL', to: 'rezeption@camping-seeblick.example.at' },
};

function renderTermination() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderIsland(
    <QueryClientProvider client={client}>
      <TerminateContract productKey="P-60000002-4" product="Platzbetreiber Daten Unlimited" number="+43 660 7654313" />
    </QueryClientProvider>,
  );
}

const tick = () =>
  userEvent.click(screen.getByRole('checkbox', { name: 'I want to cancel Platzbetreiber Daten Unlimited (+43 660 7654313).' }));
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Cancel my contract' }));

describe('TerminateContract', () => {
  it('asks for the tick first and sends nothing without it', async () => {
    const calls = stubFetch({});
    renderTermination();
    await confirm();
    expect(await screen.findByRole('checkbox')).toHaveAccessibleDescription('Please tick the box to confirm that you want to cancel.');
    expect(calls).toEqual([]);
  });

  it('asks for upgraded access, sends the same termination and shows the confirmation, focused', async () => {
    const calls = stubFetch({
      [TERMINATE]: [
        { status: 403, body: { error: 'upgrade_required' } },
        { status: 200, body: CONFIRMATION },
      ],
      'POST /api/auth/upgrade': [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-23T10:15:00.000Z' } }],
    });
    renderTermination();
    await tick();
    await confirm();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('type', 'radio'));
    await userEvent.type(screen.getByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const heading = await screen.findByRole('heading', { name: 'Your cancellation has been received' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Platzbetreiber Daten Unlimited ends on 31 December 2026.')).toBeInTheDocument();
    expect(screen.getByText('Confirmation number: K-00012345')).toBeInTheDocument();
    expect(screen.getByText('We have sent this confirmation by e-mail to rezeption@camping-seeblick.example.at.')).toBeInTheDocument();
    expect(screen.getByText(/You receive a final invoice/)).toBeInTheDocument();
    expect(calls.filter((c) => c.call === TERMINATE).map((c) => c.body)).toEqual([
      { productKey: 'P-60000002-4' },
      { productKey: 'P-60000002-4' },
    ]);
  });

  it('says a line already cancelled is so, and keeps the tick', async () => {
    stubFetch({ [TERMINATE]: [{ status: 409, body: { error: 'already_terminated' } }] });
    renderTermination();
    await tick();
    await confirm();
    await waitFor(() => expect(alerts()).toContain('This contract has already been cancelled.'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Your cancellation has been received' })).not.toBeInTheDocument();
  });

  it('tells a failure without a reason of its own as "could not be saved"', async () => {
    stubFetch({ [TERMINATE]: [{ status: 503, body: { error: 'unavailable' } }] });
    renderTermination();
    await tick();
    await confirm();
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
  });
});
