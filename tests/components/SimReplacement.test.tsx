import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimReplacement } from '@/components/account/sim/SimReplacement';
import type { SimReplacement as Replacement, SimState } from '@/lib/platform/content-api/schemas';
import { luhnCheckDigit } from '@/lib/domain/luhn';
import { renderAccountIsland, stubFetch, UPGRADE_REQUIRED, UPGRADED } from './account-fetch';
import { alerts } from './render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const KEY = 'P-40000002-3';
const ACTIVE: SimState = { phoneAccountId: KEY, status: 'ACTIVE', simType: 'SIM', humanReadableIccid: '8944 1000 0000 0000 0034' };
const WAITING: SimState = { ...ACTIVE, shippedReplacement: { requestedAt: '2026-11-20T10:00:00.000Z' } };
const REQUEST = 'POST /api/upstream/simcards/replacements';
const sent = '894410000000000077';
const NEW_ICCID = sent + luhnCheckDigit(sent);
const OTHER_ICCID = '894410000000000078' + luhnCheckDigit('894410000000000078');
const confirmCall = (iccid: string) => `POST /api/upstream/simcards/${KEY}/replacements/${iccid}`;
const replacement = (over: Partial<Replacement> = {}): Replacement => ({
  productKey: KEY,
  simType: 'SIM',
  status: 'SHIPPED',
  technicalIccid: 'F0',
  humanReadableIccid: NEW_ICCID.replace(/(\d{4})(?=\d)/g, '$1 '),
  requestedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const renderReplacement = (initial: SimState = ACTIVE, allowed = true) =>
  renderAccountIsland(<SimReplacement customer="40000002" initial={initial} allowed={allowed} />);
const iccidField = () => screen.getByLabelText('Card number (ICCID) of the new SIM card');

async function confirmWith(iccid: string) {
  await userEvent.clear(iccidField());
  await userEvent.type(iccidField(), iccid);
  await userEvent.click(screen.getByRole('button', { name: 'Start using the new card' }));
}

beforeEach(() => refresh.mockClear());

describe('SimReplacement', () => {
  it('explains that replacing is not offered without the SIM_CHANGE feature, and not for a blocked card', () => {
    const { unmount } = renderReplacement(ACTIVE, false);
    expect(screen.getByText(/Replacing a SIM card is not available for your account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request new card' })).not.toBeInTheDocument();
    unmount();
    renderReplacement({ ...ACTIVE, status: 'BLOCKED' });
    expect(screen.getByText(/A blocked SIM card cannot be replaced here/)).toBeInTheDocument();
  });

  it('asks to choose SIM or eSIM before sending anything', async () => {
    const calls = stubFetch({});
    renderReplacement();
    await userEvent.click(screen.getByRole('button', { name: 'Request new card' }));
    expect(await screen.findByRole('link', { name: 'New card: Please choose one.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('requests a SIM card by post after the upgrade prompt, then asks for its printed ICCID', async () => {
    const calls = stubFetch({ [REQUEST]: [UPGRADE_REQUIRED, { status: 201, body: replacement() }], ...UPGRADED });
    renderReplacement();
    await userEvent.click(screen.getByRole('radio', { name: /^SIM card: sent by post/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request new card' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your new SIM card is on its way/)).toBeInTheDocument();
    expect(screen.getByText(/A new SIM card was sent to you on 23 November 2026/)).toBeInTheDocument();
    expect(iccidField()).toBeInTheDocument();
    expect(calls.filter((c) => c.call === REQUEST).map((c) => c.body)).toEqual([
      { productKey: KEY, simType: 'SIM' },
      { productKey: KEY, simType: 'SIM' },
    ]);
  });

  it('gives a new eSIM at once and has the page draw its QR code again', async () => {
    stubFetch({
      [REQUEST]: [
        {
          status: 201,
          body: replacement({
            simType: 'ESIM',
            status: 'ACTIVE',
            esim: { matchingId: 'K7Q2M-AAAAA', smdpAddress: 'smdp.sandbox.example', activationCode: '123456' },
          }),
        },
      ],
    });
    renderReplacement();
    await userEvent.click(screen.getByRole('radio', { name: /^eSIM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request new card' }));
    expect(await screen.findByText(/Your new eSIM is ready/)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tells why a request was refused and keeps the choice', async () => {
    stubFetch({ [REQUEST]: [{ status: 409, body: { error: 'sim_blocked' } }] });
    renderReplacement();
    await userEvent.click(screen.getByRole('radio', { name: /^SIM card: sent by post/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request new card' }));
    await waitFor(() => expect(alerts()).toContain('The SIM card is blocked, so it cannot be replaced here.'));
    expect(screen.getByRole('radio', { name: /^SIM card: sent by post/ })).toBeChecked();
  });

  it('checks the ICCID as the API does before sending it, keeping what was typed', async () => {
    const calls = stubFetch({});
    renderReplacement(WAITING);
    expect(screen.getByText(/A new SIM card was sent to you on 20 November 2026/)).toBeInTheDocument();
    const wrongDigit = NEW_ICCID.slice(0, -1) + ((Number(NEW_ICCID.at(-1)) + 1) % 10);
    await confirmWith(wrongDigit);
    await waitFor(() => expect(iccidField()).toHaveAccessibleDescription(expect.stringContaining('This card number is not correct.')));
    expect(iccidField()).toHaveValue(wrongDigit);
    await confirmWith('8944 1000');
    await waitFor(() => expect(iccidField()).toHaveAccessibleDescription(expect.stringContaining('The card number has 19 or 20 digits.')));
    expect(calls).toEqual([]);
  });

  it('shows a number that is not the card sent at the field, keeps it, then takes the right one', async () => {
    const printed = NEW_ICCID.replace(/(\d{4})(?=\d)/g, '$1 ');
    stubFetch({
      [confirmCall(OTHER_ICCID)]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'iccid', code: 'mismatch' }] } }],
      [confirmCall(NEW_ICCID)]: [{ status: 200, body: replacement({ status: 'ACTIVE' }) }],
    });
    renderReplacement(WAITING);
    await confirmWith(OTHER_ICCID);
    await waitFor(() =>
      expect(iccidField()).toHaveAccessibleDescription(expect.stringContaining('This is not the number of the card we sent you.')),
    );
    expect(iccidField()).toHaveValue(OTHER_ICCID);
    await confirmWith(printed);
    expect(await screen.findByText(/Your new SIM card is now in use/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Replace SIM card' })).toHaveFocus();
    expect(screen.queryByLabelText('Card number (ICCID) of the new SIM card')).not.toBeInTheDocument();
  });
});
