import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalForm } from '@/components/checkout/PersonalForm';
import { at } from '@/content-api/seed/markets/at';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { personalFormValues, type PersonalRules } from '@/lib/platform/contracts/checkout-personal';
import { answerEveryCall } from './answers';
import { renderIsland, serveIsland } from './render';
import { ANNA } from '@/tests/support/anna';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const RULES: PersonalRules = { patterns: at.mandant.countryConfig, regions: at.regions, houseName: false, today: '2026-05-15' };
const EMPTY = personalFormValues(undefined);

beforeEach(() => push.mockReset());

/** Types the happy path's person, the keyboard's way through the form. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Last name'), 'Huber');
  await user.type(screen.getByLabelText('Date of birth (day, month, year)'), '1990-04-12');
  await user.type(screen.getByLabelText('Email address'), 'anna.huber@example.at');
  await user.type(screen.getByLabelText('Email address again'), 'anna.huber@example.at');
  await user.type(screen.getByLabelText('Phone number'), '0664 1234567');
  await user.type(screen.getByLabelText('Street'), 'Neubaugasse');
  await user.type(screen.getByLabelText('House number'), '12');
  await user.type(screen.getByLabelText('Postcode'), '1070');
  await user.type(screen.getByLabelText('Town or city'), 'Wien');
  await user.selectOptions(screen.getByLabelText('Federal state'), 'Wien');
}

describe('PersonalForm (checkout step 1)', () => {
  it('saves the step and goes on to the next one', async () => {
    answerEveryCall(stepContract, 200, { next: '/en/checkout/number' });
    const user = userEvent.setup();
    renderIsland(<PersonalForm rules={RULES} defaultValues={EMPTY} faults={[]} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/checkout/number'));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/checkout/personal');
    expect(JSON.parse(String(init.body))).toEqual({ ...ANNA, locale: 'en-GB' });
  });

  it('lists the errors in the summary, which takes the focus, and marks the fields; sends nothing', async () => {
    answerEveryCall(stepContract, 200, { next: '/en/checkout/number' });
    const user = userEvent.setup();
    renderIsland(<PersonalForm rules={RULES} defaultValues={EMPTY} faults={[]} />);
    await fillIn(user);
    await user.clear(screen.getByLabelText('Email address again'));
    await user.type(screen.getByLabelText('Email address again'), 'anna@example.at');
    await user.clear(screen.getByLabelText('Date of birth (day, month, year)'));
    await user.type(screen.getByLabelText('Date of birth (day, month, year)'), '2010-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('heading', { name: 'Please correct 2 entries:' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Date of birth (day, month, year): You must be at least 18 years old to order.' }),
    ).toHaveAttribute('href', '#personal-birthday');
    expect(screen.getByLabelText('Email address again')).toHaveAccessibleDescription('The email addresses do not match.');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows company fields for a company only, and keeps what was typed in them', async () => {
    const user = userEvent.setup();
    renderIsland(<PersonalForm rules={RULES} defaultValues={EMPTY} faults={[]} />);
    const type = screen.getByRole('group', { name: 'You are ordering as' });
    expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument();
    await user.click(within(type).getByLabelText('A company'));
    await user.type(screen.getByLabelText('Company name'), 'A'.repeat(61));
    await user.click(within(type).getByLabelText('A private customer'));
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await user.click(within(type).getByLabelText('A company'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Company name')).toHaveAccessibleDescription('The company name can have at most 60 characters.');
    expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription('Please fill in this field.');
  });

  it('reveals the delivery address when asked, and puts the server’s field errors at their fields', async () => {
    answerEveryCall(stepContract, 400, { error: 'invalid_request', fields: [{ field: 'deliveryAddress.zip', code: 'invalid_format' }] });
    const user = userEvent.setup();
    renderIsland(<PersonalForm rules={RULES} defaultValues={EMPTY} faults={[]} />);
    await fillIn(user);
    await user.click(screen.getByLabelText('Deliver to another address'));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await user.type(within(delivery).getByLabelText('Recipient’s name'), 'Maria Huber');
    await user.type(within(delivery).getByLabelText('Street'), 'Hauptplatz');
    await user.type(within(delivery).getByLabelText('House number'), '1');
    await user.type(within(delivery).getByLabelText('Postcode'), '8010');
    await user.type(within(delivery).getByLabelText('Town or city'), 'Graz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Postcode (delivery address): Please enter a valid postcode.' })).toBeInTheDocument();
    expect(within(delivery).getByLabelText('Postcode')).toHaveValue('8010');
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the fields the content API refused, with the stored data', async () => {
    renderIsland(
      <PersonalForm rules={RULES} defaultValues={personalFormValues(ANNA)} faults={[{ name: 'email', code: 'invalid_format' }]} />,
    );
    expect(
      screen.getByRole('heading', { name: 'We could not accept your order with these details. Please check:' }).parentElement,
    ).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('anna.huber@example.at');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
  });
});

describe('PersonalForm without JavaScript', () => {
  it('serves what a refused post sent and names the field at fault, linked from the summary', () => {
    const typed = { ...EMPTY, firstName: 'Anna', address: { ...EMPTY.address, zip: '1070', region: 'W' } };
    serveIsland(
      <PersonalForm
        rules={RULES}
        defaultValues={typed}
        faults={[]}
        initialError="invalid_request"
        initialFields={[{ field: 'lastName', code: 'required' }]}
      />,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Federal state')).toHaveValue('W');
    expect(screen.getByRole('link', { name: 'Last name: Please fill in this field.' })).toHaveAttribute('href', '#personal-lastName');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please fill in this field.');
  });

  it('serves the company and delivery fields, and says an unticked delivery box is unticked', () => {
    const form = serveIsland(<PersonalForm rules={RULES} defaultValues={EMPTY} faults={[]} />);
    expect(screen.getByLabelText('VAT number')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient’s name')).toBeInTheDocument();
    // The hidden "false" comes first: a ticked box, posted after it, overrides it.
    const unticked = form.querySelector('input[type="hidden"][name="otherDelivery"]')!;
    expect(unticked).toHaveValue('false');
    expect(
      unticked.compareDocumentPosition(screen.getByLabelText('Deliver to another address')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
