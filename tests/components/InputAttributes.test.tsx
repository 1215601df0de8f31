/**
 * Issue 25 §1, one-handed at 360 px: every field of the checkout's steps, the logins and the customer
 * area's forms brings up the right keyboard (type, inputmode), is filled in by the browser with the
 * right value or none (autocomplete tokens; never cc-*: card data are entered at the provider), and
 * says what Enter does where that helps (enterkeyhint). An attribute given as null must be absent.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/account/LoginForm';
import { LinkLogin } from '@/components/account/login/LinkLogin';
import { OpenIdLogin } from '@/components/account/login/OpenIdLogin';
import { TanLogin } from '@/components/account/login/TanLogin';
import { ChangePasswordForm } from '@/components/account/password/ChangePasswordForm';
import { PasswordLinkRequest } from '@/components/account/password/PasswordLinkRequest';
import { SetPasswordForm } from '@/components/account/password/SetPasswordForm';
import { SepaForm } from '@/components/account/payment/SepaForm';
import { EmailChange } from '@/components/account/personal/EmailChange';
import { PersonalDetailsForm } from '@/components/account/personal/PersonalDetailsForm';
import { ForwardForm } from '@/components/account/voicemail/ForwardForm';
import { DeliveryForm } from '@/components/checkout/DeliveryForm';
import { NumberForm } from '@/components/checkout/NumberForm';
import { PaymentForm } from '@/components/checkout/PaymentForm';
import { PersonalForm } from '@/components/checkout/PersonalForm';
import { SummaryForm } from '@/components/checkout/SummaryForm';
import { at } from '@/content-api/seed/markets/at';
import { uk } from '@/content-api/seed/markets/uk';
import { numberFormDefaults } from '@/lib/checkout/steps/number-form';
import type { NumberRules } from '@/lib/checkout/steps/number-schema';
import { personalFormValues, type PersonalRules } from '@/lib/platform/contracts/checkout-personal';
import type { Customer } from '@/lib/platform/content-api/schemas';
import { renderAccountIsland } from './account-fetch';
import { renderIsland } from './render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
beforeEach(() => {
  // The number step asks for a captcha when it opens; nothing here is sent.
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

type Attributes = Partial<Record<'type' | 'inputmode' | 'autocomplete' | 'enterkeyhint' | 'autocapitalize', string | null>>;

/** The field of this label (the first, where a group repeats a label) has exactly these attributes. */
function expectField(label: string, expected: Attributes) {
  const field = screen.getAllByLabelText(label, { exact: true })[0]!;
  const actual = Object.fromEntries(Object.keys(expected).map((name) => [name, field.getAttribute(name)]));
  expect({ label, ...actual }).toEqual({ label, ...expected });
}

const noCardFields = () => expect(document.querySelectorAll('[autocomplete^="cc-"]')).toHaveLength(0);

const text = (autocomplete: string | null, inputmode: string | null = null): Attributes => ({ type: null, inputmode, autocomplete });

describe('the checkout’s steps', () => {
  const personal = (rules: PersonalRules, market: 'AT' | 'UK') => {
    const values = { ...personalFormValues(undefined), customerType: 'COMPANY' as const, otherDelivery: true };
    return renderIsland(<PersonalForm rules={rules} defaultValues={values} faults={[]} />, { market });
  };

  it('personal data: names, birthday, e-mail, phone and address parts, the digit keyboard for digit postcodes', () => {
    personal({ patterns: at.mandant.countryConfig, regions: at.regions, houseName: false, today: '2026-05-15' }, 'AT');
    expectField('Company name', text('organization'));
    expectField('Company registration number', text('off'));
    expectField('VAT number', text('off'));
    expectField('First name', text('given-name'));
    expectField('Last name', text('family-name'));
    expectField('Date of birth (day, month, year)', { type: 'date', autocomplete: 'bday' });
    expectField('Email address', { type: 'email', autocomplete: 'email' });
    expectField('Email address again', { type: 'email', autocomplete: 'email' });
    expectField('Phone number', { type: 'tel', autocomplete: 'tel' });
    expectField('Call-back number (optional)', { type: 'tel', autocomplete: 'tel' });
    expectField('Street', text('address-line1'));
    expectField('House number', text(null));
    expectField('Flat or door (optional)', text('address-line2'));
    expectField('Postcode', text('postal-code', 'numeric'));
    expectField('Town or city', text('address-level2'));
    expectField('Federal state', { autocomplete: 'address-level1' });
    expectField('Recipient’s name', text('shipping name'));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    expect(delivery.querySelector('[autocomplete="shipping postal-code"]')).toHaveAttribute('inputmode', 'numeric');
    expect(delivery.querySelector('[autocomplete="shipping address-line1"]')).not.toBeNull();
    expect(delivery.querySelector('[autocomplete="shipping address-level2"]')).not.toBeNull();
  });

  it('personal data in the UK: postcodes of letters and digits keep the full keyboard', () => {
    personal({ patterns: uk.mandant.countryConfig, regions: uk.regions, houseName: true, today: '2026-05-15' }, 'UK');
    expectField('Postcode', text('postal-code'));
    expectField('House name (optional)', text(null));
  });

  const numberRules = (market: 'AT' | 'UK'): NumberRules => ({
    market,
    phone: { mobilePhoneNumberRegex: '.*', phoneNumberRegex: '.*' },
    providers: [{ id: 'a1', displayName: 'A1 Telekom Austria', supportedContractTypes: ['POSTPAID', 'PREPAID', 'BUSINESS'] }],
    freeDates: ['2030-03-04'],
    today: '2030-03-01',
  });
  const cart = { simCards: [{ tariffId: 'T', simType: 'SIM' as const }], landline: true, devices: [] };

  it('number: a ported number, its holder, the PUK on the digit keyboard, codes and numbers never suggested', async () => {
    const defaults = numberFormDefaults(undefined, cart, 'SINGLE_FAMILY_HOUSE');
    defaults.simCards[0]!.source = 'PORTING';
    defaults.landline!.port = 'true';
    renderIsland(<NumberForm rules={numberRules('AT')} tariffs={['Mobile M']} defaults={defaults} faults={[]} />);
    expectField('Your current mobile number', { type: 'tel', autocomplete: 'tel' });
    expectField('First name of the contract holder', text('given-name'));
    expectField('Last name of the contract holder', text('family-name'));
    expectField('Customer number at your current provider (optional)', text('off'));
    expectField('PUK', text('off', 'numeric'));
    expectField('Your current landline number', { type: 'tel' });
    expectField('Connection number or access ID', text('off'));
    await userEvent.click(screen.getByRole('radio', { name: 'Business contract' }));
    await userEvent.selectOptions(screen.getByLabelText('Your current provider'), 'a1');
    expectField('Business contract number at your current provider', text('off'));
  });

  it('number in the UK: PAC and STAC in capitals, never suggested', async () => {
    const defaults = numberFormDefaults(undefined, { ...cart, landline: false }, '');
    defaults.simCards[0]!.source = 'PORTING';
    renderIsland(<NumberForm rules={numberRules('UK')} tariffs={['Mobile M']} defaults={defaults} faults={[]} />, { market: 'UK' });
    expectField('PAC', { ...text('off'), autocapitalize: 'characters' });
    await userEvent.click(screen.getByRole('radio', { name: /^A new number, and leave my current provider/ }));
    expectField('STAC', { ...text('off'), autocapitalize: 'characters' });
    expectField('Mobile number of the contract you are leaving', { type: 'tel', autocomplete: 'tel' });
  });

  it('delivery: the pickup search on the digit keyboard, Enter searches', () => {
    renderIsland(
      <DeliveryForm
        options={[{ method: 'PICKUP_POINT', cost: 'free' }]}
        defaults={{ method: 'PICKUP_POINT' }}
        destination={null}
        pickup={{ action: '/checkout/delivery', typed: { zip: '', city: '' }, typedErrors: {} }}
        faults={[]}
      />,
    );
    expectField('Postal code', { ...text('postal-code', 'numeric'), enterkeyhint: 'search' });
    expectField('City', { ...text('address-level2'), enterkeyhint: 'search' });
  });

  it('payment and summary: the account holder suggested, the IBAN not, no card field of ours', () => {
    const values = { method: 'SEPA', accountHolder: '', iban: '', bic: '', newCard: false, mandateAccepted: false };
    renderIsland(
      <PaymentForm
        monthly={['CREDITCARD', 'SEPA', 'EPS']}
        product={[]}
        financing={{ monthly: '', months: 24 }}
        banks={[]}
        values={values}
        faulty={false}
      />,
    );
    expectField('Account holder', text('name'));
    expectField('IBAN', { ...text('off'), autocapitalize: 'characters' });
    noCardFields();
  });

  it('summary: two boxes to tick', () => {
    renderIsland(
      <SummaryForm termsHref="/t" feesHref="/f" withdrawalHref="/w" values={{ termsAccepted: false, noticeConfirmed: false }} />,
    );
    expectField('I accept the terms and conditions, including the fees.', { type: 'checkbox' });
    noCardFields();
  });
});

describe('the logins', () => {
  it('password: the identifier as the username, the current password, Enter logs in', () => {
    renderIsland(<LoginForm locale="en-GB" />);
    expectField('Phone number or customer number', text('username', 'text'));
    expectField('Password', { type: 'password', autocomplete: 'current-password', enterkeyhint: 'go' });
  });

  it('code by SMS: the mobile number, then the one-time code on the digit keyboard', () => {
    const { unmount } = renderIsland(<TanLogin locale="en-GB" />);
    expectField('Mobile number', { type: 'tel', autocomplete: 'tel' });
    unmount();
    renderIsland(<TanLogin locale="en-GB" initialStep="code" />);
    expectField('Code from the SMS', { ...text('one-time-code', 'numeric'), enterkeyhint: 'go' });
  });

  it('link by e-mail and OpenID: the username, the password, the one-time code', () => {
    const { unmount } = renderIsland(<LinkLogin locale="en-GB" />);
    expectField('Phone number or customer number', text('username'));
    unmount();
    const first = renderIsland(<OpenIdLogin locale="en-GB" />);
    expectField('Password', { type: 'password', autocomplete: 'current-password' });
    first.unmount();
    renderIsland(<OpenIdLogin locale="en-GB" initialAuthcode="a" />);
    expectField('Code from the SMS', { ...text('one-time-code', 'numeric'), enterkeyhint: 'go' });
  });

  it('forgot password, first password, new password', () => {
    const reset = renderIsland(<PasswordLinkRequest kind="reset" locale="en-GB" />);
    expectField('Mobile number', { type: 'tel', inputmode: null, autocomplete: 'tel' });
    reset.unmount();
    const first = renderIsland(<PasswordLinkRequest kind="first" locale="en-GB" />);
    expectField('Customer number', { type: 'text', inputmode: 'numeric', autocomplete: 'off' });
    first.unmount();
    const set = renderIsland(<SetPasswordForm kind="reset" token="t" locale="en-GB" requestHref="/r" />);
    expectField('New password', { type: 'password', autocomplete: 'new-password' });
    expectField('Repeat the new password', { type: 'password', autocomplete: 'new-password' });
    set.unmount();
    renderIsland(<ChangePasswordForm />);
    expectField('Current password', { type: 'password', autocomplete: 'current-password' });
  });
});

describe('the customer area', () => {
  const customer: Customer = {
    customerNumber: '10000001',
    firstName: 'Anna',
    lastName: 'Huber',
    dateOfBirth: '1990-04-12',
    eMail: 'anna@example.at',
    street: 'Neubaugasse',
    houseNumber: '12',
    zip: '1070',
    city: 'Wien',
    country: 'AT',
    language: 'de-AT',
    isCompany: true,
    companyName: 'Huber KG',
  };

  it('personal details: company data never suggested, the address parts, digit postcodes', () => {
    renderAccountIsland(
      <PersonalDetailsForm initial={customer} languages={[{ code: 'de-AT', name: 'Deutsch' }]} countryName="Österreich" zipDigitsOnly />,
    );
    const typed = (autocomplete: string | null, inputmode: string | null = null): Attributes => ({
      ...text(autocomplete, inputmode),
      type: 'text',
    });
    expectField('Company name', typed('organization'));
    expectField('Company registration number (optional)', typed('off'));
    expectField('VAT number (optional)', typed('off'));
    expectField('Contact phone number (optional)', { type: 'tel', autocomplete: 'tel' });
    expectField('Street', typed('address-line1'));
    expectField('Flat or door (optional)', typed('address-line2'));
    expectField('Address addition (optional)', typed('address-line3'));
    expectField('Postcode', typed('postal-code', 'numeric'));
    expectField('Town or city', typed('address-level2'));
  });

  it('e-mail, SEPA mandate and call forwarding', () => {
    const { unmount } = renderAccountIsland(
      <>
        <EmailChange initial={customer} confirmUrl="http://at.localhost:3000/mein-konto/persoenliche-daten/email" />
        <SepaForm customer="10000001" />
      </>,
    );
    expectField('New e-mail address', { type: 'email', autocomplete: 'email' });
    expectField('IBAN', { ...text('off'), autocapitalize: 'characters' });
    unmount();
    renderAccountIsland(<ForwardForm ids={{ customer: '10000001', product: 'P-1' }} initial={{ enabled: true, msisdn: null }} />);
    expectField('Number to forward to', { type: 'tel', autocomplete: 'tel' });
    noCardFields();
  });
});
