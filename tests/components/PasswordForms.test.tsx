import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordLinkRequest } from '@/components/account/password/PasswordLinkRequest';
import { SetPasswordForm } from '@/components/account/password/SetPasswordForm';
import { sentContract, setPasswordContract } from '@/lib/platform/contracts/auth';
import { answerEveryCall, sentBody } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
beforeEach(() => push.mockReset());

describe('PasswordLinkRequest', () => {
  it('asks for a reset link with the generic answer', async () => {
    answerEveryCall(sentContract, 200, { ok: true });
    renderIsland(<PasswordLinkRequest kind="reset" locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0664 1234501');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If this number belongs to a customer account, we have texted a link to it/)).toBeInTheDocument();
    expect(sentBody(0)).toEqual({ url: '/api/auth/password/reset', body: { phoneNumber: '0664 1234501', locale: 'en-GB' } });
  });

  it('asks for the first-password link by customer number', async () => {
    answerEveryCall(sentContract, 200, { ok: true });
    renderIsland(<PasswordLinkRequest kind="first" locale="en-GB" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('Customer number')).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    await userEvent.type(screen.getByLabelText('Customer number'), '10000002');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If this customer number exists/)).toBeInTheDocument();
    expect(sentBody(0).url).toBe('/api/auth/password/first');
  });
});

describe('SetPasswordForm', () => {
  const form = (initialError?: 'token_invalid') =>
    renderIsland(
      <SetPasswordForm kind="reset" token="tok" locale="en-GB" requestHref="/en/account/forgot-password" initialError={initialError} />,
    );
  const type = async (password: string, again = password) => {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), again);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it('checks the policy and the repeat before sending', async () => {
    answerEveryCall(setPasswordContract, 200, { ok: true, redirect: '/en/account/login?notice=password_set' });
    form();
    await type('short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters'));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      expect.stringContaining('The passwords do not match.'),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('sends token and password and goes on to the login page', async () => {
    answerEveryCall(setPasswordContract, 200, { ok: true, redirect: '/en/account/login?notice=password_set' });
    form();
    await type('Sonnenblume-73');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/account/login?notice=password_set'));
    expect(sentBody(0).body).toEqual({ token: 'tok', newPassword: 'Sonnenblume-73', confirmPassword: 'Sonnenblume-73', locale: 'en-GB' });
  });

  it('shows the API’s policy error at the field', async () => {
    answerEveryCall(setPasswordContract, 400, { error: 'invalid_request', fields: [{ field: 'newPassword', code: 'too_weak' }] });
    form();
    await type('Kunde-10000001');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('too easy to guess')),
    );
  });

  it('turns into "link invalid or expired" for a used link, with the way to a new one', async () => {
    answerEveryCall(setPasswordContract, 400, { error: 'token_invalid' });
    form();
    await type('Sonnenblume-73');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/en/account/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
