import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ChangePasswordForm } from '@/components/account/password/ChangePasswordForm';
import { EmailChange } from '@/components/account/personal/EmailChange';
import { EmailConfirm } from '@/components/account/personal/EmailConfirm';
import { PersonalDetailsForm } from '@/components/account/personal/PersonalDetailsForm';
import type { Customer } from '@/lib/platform/content-api/schemas';
import { alerts, renderIsland } from './render';
import { stubFetch } from './upstream-stub';
import { renderAccountIsland } from './account-fetch';

/**
 * The personal details page's islands: the editable data (field errors at their fields, values kept),
 * the e-mail change (upgrade prompt, then the link) and its confirmation on a button, the password change.
 */

const FERRI: Customer = {
  customerNumber: '50000002',
  firstName: 'Marco',
  lastName: 'Ferri',
  dateOfBirth: '1977-10-09',
  eMail: 'amministrazione@ferri-impianti.example.it',
  street: 'Corso Vittorio Emanuele II',
  houseNumber: '120',
  zip: '10128',
  city: 'Torino',
  country: 'IT',
  language: 'it-IT',
  isCompany: true,
  companyName: 'Ferri Impianti S.r.l.',
  companyRegisterNumber: 'TO-1187452',
  vatNumber: 'IT01234567890',
};
const LANGUAGES = [
  { code: 'it-IT', name: 'Italiano (Italia)' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
];
const CUSTOMER = 'PUT /api/upstream/customerarea/customer';
const EMAIL = 'PUT /api/upstream/customerarea/customer/email';
const CONFIRM = 'PUT /api/upstream/customerarea/customer/email/confirm';
const CONFIRM_URL = 'http://it.localhost:3000/area-clienti/dati-personali/email';

function renderWithCache(ui: ReactElement) {
  return renderAccountIsland(ui).client;
}

describe('PersonalDetailsForm', () => {
  const details = (customer: Customer = FERRI) =>
    renderWithCache(<PersonalDetailsForm initial={customer} languages={LANGUAGES} countryName="Italy" zipDigitsOnly />);

  it('shows the editable data, company fields for a company customer', () => {
    details();
    expect(screen.getByLabelText('Company name')).toHaveValue('Ferri Impianti S.r.l.');
    expect(screen.getByLabelText('VAT number (optional)')).toHaveValue('IT01234567890');
    expect(screen.getByLabelText('Street')).toHaveValue('Corso Vittorio Emanuele II');
    expect(screen.getByLabelText('Contact phone number (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Correspondence language')).toHaveValue('it-IT');
    expect(screen.getByText('Country: Italy')).toBeInTheDocument();
  });

  it('has no company fields for a private customer', () => {
    const { companyName: _name, companyRegisterNumber: _register, vatNumber: _vat, ...rest } = FERRI;
    details({ ...rest, isCompany: false });
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('saves the whole set, cleared fields left out, and says so', async () => {
    const calls = stubFetch({ [CUSTOMER]: [{ status: 200, body: { ...FERRI, city: 'Torino TO', language: 'en-GB' } }] });
    const client = details();
    await userEvent.clear(screen.getByLabelText('Town or city'));
    await userEvent.type(screen.getByLabelText('Town or city'), 'Torino TO');
    await userEvent.selectOptions(screen.getByLabelText('Correspondence language'), 'en-GB');
    await userEvent.clear(screen.getByLabelText('Company registration number (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        call: CUSTOMER,
        body: {
          street: 'Corso Vittorio Emanuele II',
          houseNumber: '120',
          zip: '10128',
          city: 'Torino TO',
          country: 'IT',
          language: 'en-GB',
          companyName: 'Ferri Impianti S.r.l.',
          vatNumber: 'IT01234567890',
        },
      },
    ]);
    expect(client.getQueryData<Customer>(['50000002', 'customer'])?.city).toBe('Torino TO');
  });

  it('puts the market’s refusal of a postcode at the field and keeps what was typed', async () => {
    stubFetch({ [CUSTOMER]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'zip', code: 'invalid_format' }] } }] });
    details();
    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), '1012');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Please enter a valid postcode.'));
    expect(screen.getByLabelText('Postcode')).toHaveValue('1012');
    expect(screen.getByRole('link', { name: 'Postcode: Please enter a valid postcode.' })).toHaveAttribute('href', '#personal-zip');
  });

  it('says a failed save could not be saved, the values kept', async () => {
    stubFetch({ [CUSTOMER]: [{ status: 503, body: { error: 'unavailable' } }] });
    details();
    await userEvent.type(screen.getByLabelText('Contact phone number (optional)'), '011 5550202');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByLabelText('Contact phone number (optional)')).toHaveValue('011 5550202');
  });

  it('asks for a required field before sending', async () => {
    stubFetch({});
    details();
    await userEvent.clear(screen.getByLabelText('Street'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Please fill in this field.');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('EmailChange', () => {
  const change = (customer: Customer = FERRI) => renderWithCache(<EmailChange initial={customer} confirmUrl={CONFIRM_URL} />);
  const request = async (address: string) => {
    await userEvent.type(screen.getByLabelText('New e-mail address'), address);
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  };

  it('shows the address and one waiting for its confirmation', () => {
    change({ ...FERRI, pendingEMail: 'marco@ferri-impianti.example.it' });
    expect(screen.getByText('amministrazione@ferri-impianti.example.it')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for confirmation: marco@ferri-impianti.example.it/)).toBeInTheDocument();
  });

  it('asks for upgraded write access, then sends the link and says until when it works', async () => {
    const calls = stubFetch({
      [EMAIL]: [
        { status: 403, body: { error: 'upgrade_required' } },
        { status: 202, body: { pendingEMail: 'marco@ferri-impianti.example.it', expiresAt: '2026-11-26T09:30:00.000Z' } },
      ],
      'POST /api/auth/upgrade': [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-25T09:45:00.000Z' } }],
    });
    const client = change();
    await request('marco@ferri-impianti.example.it');
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const sent = await screen.findByText(/We have sent a link to marco@ferri-impianti.example.it\. It is valid until 26 November 2026/);
    expect(sent).toBeInTheDocument();
    const writes = calls.filter((c) => c.call === EMAIL).map((c) => c.body);
    expect(writes).toEqual([
      { eMail: 'marco@ferri-impianti.example.it', confirmUrl: CONFIRM_URL },
      { eMail: 'marco@ferri-impianti.example.it', confirmUrl: CONFIRM_URL },
    ]);
    expect(client.getQueryData<Customer>(['50000002', 'customer'])?.pendingEMail).toBe('marco@ferri-impianti.example.it');
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
  });

  it('checks the address before sending', async () => {
    stubFetch({});
    change();
    await request('marco@');
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address.'),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('keeps the address when sending fails', async () => {
    stubFetch({ [EMAIL]: [{ status: 429, body: { error: 'rate_limited' } }] });
    change();
    await request('marco@ferri-impianti.example.it');
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('marco@ferri-impianti.example.it');
  });
});

describe('EmailConfirm', () => {
  const confirm = () =>
    renderWithCache(<EmailConfirm token="tok-1" customerNumber="50000002" personalHref="/area-clienti/dati-personali" />);

  it('confirms only when the button is pressed, then shows the new address', async () => {
    const calls = stubFetch({ [CONFIRM]: [{ status: 200, body: { ...FERRI, eMail: 'marco@ferri-impianti.example.it' } }] });
    const client = confirm();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now marco@ferri-impianti.example.it.');
    expect(calls).toEqual([{ call: CONFIRM, body: { token: 'tok-1' } }]);
    expect(client.getQueryData<Customer>(['50000002', 'customer'])?.eMail).toBe('marco@ferri-impianti.example.it');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a used or expired link is invalid, with the way to a new one', async () => {
    stubFetch({ [CONFIRM]: [{ status: 400, body: { error: 'invalid_token' } }] });
    confirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/area-clienti/dati-personali#email');
  });

  it('offers the button again when the service fails', async () => {
    stubFetch({ [CONFIRM]: [{ status: 503, body: { error: 'unavailable' } }] });
    confirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByRole('button', { name: 'Confirm new e-mail address' })).toBeEnabled();
  });
});

describe('ChangePasswordForm', () => {
  const CHANGE = 'POST /api/auth/password/change';
  const type = async (current: string, next: string, again = next) => {
    await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), again);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('changes the password and clears the fields', async () => {
    const calls = stubFetch({ [CHANGE]: [{ status: 200, body: { ok: true } }] });
    renderIsland(<ChangePasswordForm />);
    await type('Demo-Passwort-2026', 'Sonnenblume-73');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls).toEqual([
      { call: CHANGE, body: { currentPassword: 'Demo-Passwort-2026', newPassword: 'Sonnenblume-73', confirmPassword: 'Sonnenblume-73' } },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('tells a wrong current password at its field and keeps the new one', async () => {
    stubFetch({
      [CHANGE]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'currentPassword', code: 'incorrect' }] } }],
    });
    renderIsland(<ChangePasswordForm />);
    await type('wrong-one', 'Sonnenblume-73');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This is not correct.'));
    expect(screen.getByLabelText('New password')).toHaveValue('Sonnenblume-73');
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
  });

  it('checks the policy and the repeat before sending', async () => {
    stubFetch({});
    renderIsland(<ChangePasswordForm />);
    await type('Demo-Passwort-2026', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters'));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      expect.stringContaining('The passwords do not match.'),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
