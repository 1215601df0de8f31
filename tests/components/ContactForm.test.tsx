import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import { AUSTRIA_COUNTRY_CONFIG } from '@/content-api/seed/markets/austria';
import { contactContract } from '@/lib/platform/contracts/contact';
import { answerEveryCall } from './answers';
import { renderIsland } from './render';

const form = () => renderIsland(<ContactForm rules={AUSTRIA_COUNTRY_CONFIG} />);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Anna Berger');
  await user.type(screen.getByLabelText('E-mail address'), 'anna.berger@example.org');
  await user.type(screen.getByLabelText('Phone number'), '0660 1234567');
  await user.selectOptions(screen.getByLabelText('Subject'), 'invoice');
  await user.type(screen.getByLabelText('Your message'), 'Bitte um Rückruf zur Rechnung.');
}

beforeEach(() => sessionStorage.clear());

describe('ContactForm', () => {
  it('summarises the errors, focuses the summary, links it to the fields and sends nothing', async () => {
    answerEveryCall(contactContract, 201, { ok: true });
    const user = userEvent.setup();
    form();
    await user.type(screen.getByLabelText('E-mail address'), 'anna@');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('heading', { name: 'Please correct 5 entries:' });
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'E-mail address: Please enter a valid e-mail address.' })).toHaveAttribute(
      'href',
      '#contact-email',
    );
    expect(screen.getByRole('link', { name: 'Subject: Please choose an option.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number.'),
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill in this field.');

    await user.click(screen.getByRole('link', { name: 'Name: Please fill in this field.' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says the message could not be sent and keeps everything typed, also for a reload', async () => {
    answerEveryCall(contactContract, 503, { error: 'unavailable' });
    const user = userEvent.setup();
    const { unmount } = form();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent.'));
    expect(screen.getByLabelText('Your message')).toHaveValue('Bitte um Rückruf zur Rechnung.');

    unmount();
    form();
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue('Bitte um Rückruf zur Rechnung.'));
    expect(screen.getByLabelText('Subject')).toHaveValue('invoice');
  });

  it('maps the field errors of a 400 answer onto the fields', async () => {
    answerEveryCall(contactContract, 400, { error: 'invalid_request', fields: [{ field: 'phone', code: 'invalid_format' }] });
    const user = userEvent.setup();
    form();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('link', { name: 'Phone number: Please enter a valid phone number.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms a sent message, forgets the draft and offers a new one', async () => {
    answerEveryCall(contactContract, 201, { ok: true });
    const user = userEvent.setup();
    form();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Thank you, your message has been sent.');
    expect(sent).toHaveFocus();
    expect(sessionStorage.length).toBe(0);
    const body = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(body).toMatchObject({ name: 'Anna Berger', subject: 'invoice', locale: 'en-GB' });
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });
});
