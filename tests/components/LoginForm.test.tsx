import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/account/LoginForm';
import { loginContract } from '@/lib/platform/contracts/auth';
import { answerEveryCall } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
}

beforeEach(() => push.mockReset());

describe('LoginForm', () => {
  it('links an error to each empty field and sends nothing', async () => {
    answerEveryCall(loginContract, 200, { ok: true, redirect: '/en/account' });
    renderIsland(<LoginForm locale="en-GB" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const identifier = screen.getByLabelText('Phone number or customer number');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('warns when Caps Lock is on while typing the password', async () => {
    renderIsland(<LoginForm locale="en-GB" />);
    const password = screen.getByLabelText('Password');
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    expect(await screen.findByText('Caps Lock is on.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Caps Lock is on.');
  });

  it('says only that the login failed, keeps the identifier and clears nothing else typed', async () => {
    answerEveryCall(loginContract, 401, { error: 'invalid_credentials' });
    renderIsland(<LoginForm locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '10000001');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expectAlert('Login failed. Please check your details and try again.');
    expect(screen.getByLabelText('Phone number or customer number')).toHaveValue('10000001');
    expect(push).not.toHaveBeenCalled();
  });

  it('tells the visitor to wait after too many attempts', async () => {
    answerEveryCall(loginContract, 429, { error: 'rate_limited', retryAfter: 300 });
    renderIsland(<LoginForm locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '10000001');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expectAlert('Too many attempts');
  });

  it('opens the customer area after a successful login', async () => {
    answerEveryCall(loginContract, 200, { ok: true, redirect: '/en/account' });
    renderIsland(<LoginForm locale="en-GB" />);
    await userEvent.type(screen.getByLabelText('Phone number or customer number'), '10000001');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/account'));
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ identifier: '10000001', password: 'Demo-Passwort-2026', locale: 'en-GB' });
  });
});
