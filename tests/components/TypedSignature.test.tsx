import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TypedSignature } from '@/components/porting-signature/TypedSignature';
import { codeCheckContract, codeSentContract } from '@/lib/platform/contracts/porting-signature';
import { answerInTurn, sentBody } from './answers';
import { renderIsland } from './render';

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
const sent = (expiresAt = inTenMinutes()) => ({ contract: codeSentContract, status: 200, body: { sentTo: '+41 78• ••0101', expiresAt } });

function renderTyped(props: { signingToken?: string } = {}) {
  const onConfirmed = jest.fn(async () => undefined);
  const onEnded = jest.fn();
  renderIsland(
    <TypedSignature id="PA-30000001-P1" number="+41 78 5550101" busy={false} onConfirmed={onConfirmed} onEnded={onEnded} {...props} />,
  );
  return { onConfirmed, onEnded };
}

async function sendCode(name = 'Laura Brunner') {
  await userEvent.type(screen.getByLabelText('Your full name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
  return screen.findByLabelText('Code from the SMS');
}

describe('TypedSignature', () => {
  it('texts a code to the number being ported, confirms it, then signs with the typed name', async () => {
    answerInTurn(sent(), { contract: codeCheckContract, status: 200, body: { verified: true } });
    const { onConfirmed } = renderTyped();
    const code = await sendCode();
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText(/^SMS sent to \+41 78• ••0101\. The code is valid until/)).toBeInTheDocument();
    await userEvent.type(code, '123 456{Enter}');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('Laura Brunner'));
    expect(screen.getByText('Verification succeeded.')).toBeInTheDocument();
    expect(sentBody(0)).toEqual({ url: '/api/portings/PA-30000001-P1/verification/send', body: { locale: 'en-GB' } });
    expect(sentBody(1)).toEqual({
      url: '/api/portings/PA-30000001-P1/verification/validate',
      body: { verificationCode: '123456', locale: 'en-GB' },
    });
  });

  it('asks for the full name before sending anything', async () => {
    answerInTurn();
    renderTyped();
    await userEvent.type(screen.getByLabelText('Your full name'), 'Lo');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(screen.getByLabelText('Your full name')).toHaveAccessibleDescription(expect.stringContaining('Please type your full name.'));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says "verification failed" at the code for a wrong one, and keeps the name', async () => {
    answerInTurn(sent(), {
      contract: codeCheckContract,
      status: 400,
      body: { error: 'verification_failed', fields: [{ field: 'verificationCode', code: 'mismatch' }] },
    });
    const { onConfirmed } = renderTyped();
    const code = await sendCode();
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Verification failed: the code is wrong or has expired.')),
    );
    expect(code).toHaveFocus();
    expect(screen.getByLabelText('Your full name')).toHaveValue('Laura Brunner');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('refuses a code past its validity here, with the advice to request a new one after the visible wait', async () => {
    answerInTurn(sent(new Date(Date.now() - 1_000).toISOString()));
    renderTyped();
    const code = await sendCode();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You can request a new code in 30 seconds.')).toBeInTheDocument();
    await userEvent.type(code, '123456{Enter}');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('This code has expired. Please request a new code.'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the phone's link token with every call, and ends signing for a used link", async () => {
    answerInTurn({ contract: codeSentContract, status: 410, body: { error: 'token_invalid' } });
    const { onEnded } = renderTyped({ signingToken: 'link-token' });
    await userEvent.type(screen.getByLabelText('Your full name'), 'Laura Brunner');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('token_invalid'));
    expect(screen.getByText('Error sending SMS. Please try again in a moment.')).toBeInTheDocument();
    expect(sentBody(0).body).toEqual({ signingToken: 'link-token', locale: 'en-GB' });
  });
});
