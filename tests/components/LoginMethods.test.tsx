import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkLogin } from '@/components/account/login/LinkLogin';
import { OpenIdLogin } from '@/components/account/login/OpenIdLogin';
import { TanLogin } from '@/components/account/login/TanLogin';
import { loginContract, openIdContract, sentContract } from '@/lib/platform/contracts/auth';
import { answerEveryCall, answerInTurn, sentBody } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
beforeEach(() => push.mockReset());

describe('TanLogin', () => {
  it('sends the code to the number, then logs in with number and code', async () => {
    answerInTurn(
      { contract: sentContract, status: 200, body: { ok: true } },
      { contract: loginContract, status: 200, body: { ok: true, redirect: '/en/account' } },
    );
    renderIsland(<TanLogin locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0664 1234501');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If 0664 1234501 belongs to a customer account, we have sent a code to it.',
    );
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/account'));
    expect(sentBody(0)).toEqual({ url: '/api/auth/tan', body: { phoneNumber: '0664 1234501', locale: 'en-GB' } });
    expect(sentBody(1)).toEqual({ url: '/api/auth/login', body: { identifier: '0664 1234501', password: '123456', locale: 'en-GB' } });
  });

  it('checks the code is 6 digits before sending', async () => {
    answerEveryCall(loginContract, 200, { ok: true, redirect: '/en/account' });
    renderIsland(<TanLogin locale="en-GB" initialStep="code" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0664 1234501');
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription(expect.stringContaining('Please check this entry.'));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says a wrong code failed without saying more, and keeps the step', async () => {
    answerEveryCall(loginContract, 401, { error: 'invalid_credentials' });
    renderIsland(<TanLogin locale="en-GB" initialStep="code" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0664 1234501');
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed.'));
    expect(screen.getByLabelText('Code from the SMS')).toHaveFocus();
  });

  it('says the code could not be sent and sends it again from the retry button, the number kept', async () => {
    answerInTurn(
      { contract: sentContract, status: 503, body: { error: 'unavailable' } },
      { contract: sentContract, status: 200, body: { ok: true } },
    );
    renderIsland(<TanLogin locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0664 1234501');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent.'));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0664 1234501');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If 0664 1234501 belongs to a customer account, we have sent a code to it.',
    );
    expect(sentBody(1)).toEqual({ url: '/api/auth/tan', body: { phoneNumber: '0664 1234501', locale: 'en-GB' } });
  });
});

describe('OpenIdLogin', () => {
  it('takes the password, then the SMS code with the authcode of the first step', async () => {
    answerInTurn(
      { contract: openIdContract, status: 200, body: { ok: true, authcode: 'abc' } },
      { contract: loginContract, status: 200, body: { ok: true, redirect: '/en/account' } },
    );
    renderIsland(<OpenIdLogin locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '10000001');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/account'));
    expect(sentBody(1)).toEqual({ url: '/api/auth/openid2fa', body: { authcode: 'abc', tan: '654321', locale: 'en-GB' } });
  });

  it('starts at the code step with the authcode a form posted without JavaScript came back with', () => {
    renderIsland(<OpenIdLogin locale="en-GB" initialAuthcode="abc" initialError="invalid_credentials" />);
    expect(screen.getByLabelText('Code from the SMS')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed.');
  });
});

describe('LinkLogin', () => {
  it('says the same thing whether or not the account exists, and offers a new link', async () => {
    answerEveryCall(sentContract, 200, { ok: true });
    renderIsland(<LinkLogin locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '19999999');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('If this belongs to a customer account, we have e-mailed a login link to its address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('tells the visitor to wait when too many links were asked for', async () => {
    answerEveryCall(sentContract, 429, { error: 'rate_limited', retryAfter: 300 });
    renderIsland(<LinkLogin locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '10000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
  });
});
