import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpgradeAccess } from '@/components/account/UpgradeAccess';
import { upgradeContract, upgradeTanContract } from '@/lib/platform/contracts/auth';
import { answerEveryCall, answerInTurn, sentBody } from './answers';
import { renderIsland } from './render';

const UNTIL = '2026-11-25T10:15:00.000Z';

describe('UpgradeAccess', () => {
  it('upgrades by password and calls onUpgraded', async () => {
    answerEveryCall(upgradeContract, 200, { ok: true, upgradedUntil: UNTIL });
    const onUpgraded = jest.fn();
    renderIsland(<UpgradeAccess onUpgraded={onUpgraded} />);
    await userEvent.type(screen.getByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalledTimes(1));
    expect(sentBody(0)).toEqual({ url: '/api/auth/upgrade', body: { method: 'password', password: 'Demo-Passwort-2026' } });
  });

  it('shows a wrong password at the field and does not call onUpgraded', async () => {
    answerEveryCall(upgradeContract, 400, { error: 'invalid_request', fields: [{ field: 'password', code: 'incorrect' }] });
    const onUpgraded = jest.fn();
    renderIsland(<UpgradeAccess onUpgraded={onUpgraded} />);
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining('This is not correct.')),
    );
    expect(onUpgraded).not.toHaveBeenCalled();
  });

  it('upgrades by a TAN sent to the customer’s number', async () => {
    answerInTurn(
      { contract: upgradeTanContract, status: 200, body: { ok: true, sentTo: '+43 ••• 501' } },
      { contract: upgradeContract, status: 200, body: { ok: true, upgradedUntil: UNTIL } },
    );
    const onUpgraded = jest.fn();
    renderIsland(<UpgradeAccess onUpgraded={onUpgraded} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Code by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code to my mobile number' }));
    expect(await screen.findByText('We have sent a code to +43 ••• 501.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalledTimes(1));
    expect(sentBody(1).body).toEqual({ method: 'tan', code: '123456' });
  });

  it('says when the code could not be sent', async () => {
    answerEveryCall(upgradeTanContract, 429, { error: 'rate_limited', retryAfter: 60 });
    renderIsland(<UpgradeAccess onUpgraded={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Code by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code to my mobile number' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
  });

  it('says the code could not be sent when the service failed, and sends it again from the same button', async () => {
    answerInTurn(
      { contract: upgradeTanContract, status: 503, body: { error: 'unavailable' } },
      { contract: upgradeTanContract, status: 200, body: { ok: true, sentTo: '+43 ••• 501' } },
    );
    renderIsland(<UpgradeAccess onUpgraded={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Code by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code to my mobile number' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent. Please try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a code to +43 ••• 501.')).toBeInTheDocument();
  });
});
