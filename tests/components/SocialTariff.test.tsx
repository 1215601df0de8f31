import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from '@/components/social-tariff/ApplicationForm';
import { EligibilityCalculator } from '@/components/social-tariff/EligibilityCalculator';
import { AUSTRIA_COUNTRY_CONFIG } from '@/content-api/seed/markets/austria';
import { socialTariffContract } from '@/lib/platform/contracts/social-tariff';
import { answerEveryCall } from './answers';
import { renderIsland } from './render';

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'notice.pdf', { type: 'application/pdf' });

describe('EligibilityCalculator', () => {
  async function check(persons: string, income: string) {
    await userEvent.clear(screen.getByLabelText('People in your household'));
    await userEvent.type(screen.getByLabelText('People in your household'), persons);
    await userEvent.clear(screen.getByLabelText('Monthly net income of the household in EUR'));
    await userEvent.type(screen.getByLabelText('Monthly net income of the household in EUR'), income);
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    return screen.getByRole('status');
  }

  it('says clearly whether a household qualifies, exactly at its limit', async () => {
    renderIsland(<EligibilityCalculator />);
    expect(await check('1', '1426.87')).toHaveTextContent('Your household qualifies.');
    expect(await check('1', '1426.88')).toHaveTextContent('Your household does not qualify.');
    expect(await check('3', '2,471.19')).toHaveTextContent('within its limit of € 2,471.19');
  });

  it('names input it cannot read at the field and judges nothing', async () => {
    renderIsland(<EligibilityCalculator />);
    const status = await check('0', 'a lot');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByLabelText('People in your household')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Monthly net income of the household in EUR')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the income as an amount'),
    );
  });
});

describe('ApplicationForm', () => {
  async function fill() {
    await userEvent.type(screen.getByLabelText('First and last name'), 'Maria Huber');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'maria.huber@example.org');
    await userEvent.type(screen.getByLabelText('Phone number'), '0660 1234567');
    await userEvent.upload(screen.getByLabelText('Your notice'), pdf());
  }

  it('sends the application and shows the reference', async () => {
    answerEveryCall(socialTariffContract, 201, { ok: true, id: 'abc123' });
    renderIsland(<ApplicationForm phoneRules={AUSTRIA_COUNTRY_CONFIG} privacyHref="/en/privacy" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your reference is abc123.'));
    const body = (global.fetch as jest.Mock).mock.calls[0][1].body as FormData;
    expect([body.get('name'), body.get('householdSize'), (body.get('notice') as File).name]).toEqual(['Maria Huber', '1', 'notice.pdf']);
  });

  it('keeps everything typed when the application cannot be sent', async () => {
    answerEveryCall(socialTariffContract, 503, { error: 'unavailable' });
    renderIsland(<ApplicationForm phoneRules={AUSTRIA_COUNTRY_CONFIG} privacyHref="/en/privacy" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The service cannot be reached right now.'));
    expect(screen.getByLabelText('First and last name')).toHaveValue('Maria Huber');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('maria.huber@example.org');
  });

  it('puts the server’s field errors on their fields', async () => {
    answerEveryCall(socialTariffContract, 400, { error: 'invalid_request', fields: [{ field: 'phone', code: 'invalid_format' }] });
    renderIsland(<ApplicationForm phoneRules={AUSTRIA_COUNTRY_CONFIG} privacyHref="/en/privacy" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a valid phone number'));
    expect(phone).toHaveFocus();
  });

  it('checks the notice in the browser: a text file is refused and nothing is sent', async () => {
    answerEveryCall(socialTariffContract, 201, { ok: true, id: 'never' });
    renderIsland(<ApplicationForm phoneRules={AUSTRIA_COUNTRY_CONFIG} privacyHref="/en/privacy" />);
    await fill();
    await userEvent.upload(screen.getByLabelText('Your notice'), new File(['hello'], 'notice.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF, JPEG or PNG.'));
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
