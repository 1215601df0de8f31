import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RechargeScreen } from '@/components/account/recharge/RechargeScreen';
import { provider } from '@/components/account/recharge/TripForm';
import { TripOutcome } from '@/components/account/recharge/TripOutcome';
import type { RechargeCard } from '@/lib/account/recharge-card';
import { fieldErrorBody, rechargeResult, type PrepaidBalance } from '@/lib/platform/content-api/schemas';
import { paymentTripContract } from '@/lib/platform/contracts/payment-trip';
import { formatMoney } from '@/lib/platform/i18n/format';
import { renderAccountIsland, stubFetch, type Reply } from './account-fetch';
import { answerOf } from './answers';
import { alerts, renderIsland } from './render';
import { testWallet } from './test-wallet';

/** The top-up screen of AT 10000003's prepaid line: the methods offered, voucher, PIN and saved card, and the provider trip's outcome. */

const KEY = 'P-10000003-1';
const CREDIT: PrepaidBalance = {
  name: 'Wertkarte 10',
  balance: 1.85,
  currency: '€',
  currencyISO: 'EUR',
  allowedRechargeAmounts: [10, 15, 20, 30, 50],
  allowedRechargePaymentMethods: [
    { key: 'storedcreditcard', name: 'Saved credit card' },
    { key: 'paysafecard', name: 'paysafecard' },
    { key: 'voucher', name: 'Recharge voucher' },
  ],
};
const VISA_1881: RechargeCard = { kind: 'card', brand: 'VISA', last4: '1881', state: 'ACTIVE', expiryMonth: 10, expiryYear: 2028 };

const door = (method: string) => `POST /api/upstream/payment/method/${method}:rechargeprepaid`;
/** As the page reads: the non-breaking space after the symbol counts as a space. */
const eur = (amount: number) => formatMoney(amount, 'EUR', 'en-GB').replace(/\s/g, ' ');
/** An amount's radio button, named by the money exactly as written (the accessible name keeps the non-breaking space). */
const amount = (value: number) => screen.getByRole('radio', { name: formatMoney(value, 'EUR', 'en-GB') });
const success = (balance: number): Reply => ({
  status: 200,
  body: rechargeResult.parse({ transactionId: 'T-1', result: 'SUCCESS', balance: { amount: balance, currencyCode: 'EUR' } }),
});
const refused = (reason: string): Reply => ({ status: 200, body: rechargeResult.parse({ transactionId: 'T-2', result: 'ERROR', reason }) });
const fieldRefused = (field: string, code: string): Reply => ({
  status: 400,
  body: fieldErrorBody.parse({ error: `voucher_${code}`, message: 'Some fields are missing or invalid.', fields: [{ field, code }] }),
});

const renderScreen = (credit: PrepaidBalance = CREDIT, card: RechargeCard = VISA_1881) =>
  renderAccountIsland(<RechargeScreen customer="10000003" productKey={KEY} initial={credit} card={card} />);
const choose = (method: string) => userEvent.click(screen.getByRole('radio', { name: method }));

describe('RechargeScreen with the browser’s wallet', () => {
  const withWallet = {
    ...CREDIT,
    allowedRechargePaymentMethods: [...CREDIT.allowedRechargePaymentMethods, { key: 'applepay' as const, name: 'Apple Pay' }],
  };
  afterEach(testWallet.remove);

  it('leaves the wallet out where the browser cannot pay with it', () => {
    renderScreen(withWallet);
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
  });

  it('opens the sheet with the amount, validates the merchant through the door and tops up with its token', async () => {
    testWallet.install();
    const calls = stubFetch({ ...testWallet.replies, [door('applepay')]: [refused('DECLINED'), success(21.85)] });
    renderScreen(withWallet);
    await userEvent.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    await userEvent.click(amount(20));
    const button = screen.getByRole('button', { name: 'Top up with Apple Pay' });
    await waitFor(() => expect(button).toBeEnabled());
    window.localStorage.setItem('sandbox-wallet-token', 'sandbox-wallet-decline');
    await userEvent.click(button);
    await waitFor(() => expect(alerts()).toContain('The payment was declined by the card issuer or bank.'));
    window.localStorage.setItem('sandbox-wallet-token', 'sandbox-wallet-approve');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Your new balance is ${eur(21.85)}`));
    expect(testWallet.sheet()).toMatchObject({
      shown: { total: { label: 'Credit top-up', amount: { currency: 'EUR', value: '20.00' } } },
      completed: 'success',
    });
    expect(calls.find((c) => c.call.includes('validatemerchant'))?.body).toEqual({
      validationURL: 'https://api.example/sandbox/payment/wallet/validate',
      clientToken: 'ct_1',
    });
    expect(calls.filter((c) => c.call === door('applepay')).map((c) => c.body)).toEqual([
      { productKey: KEY, amount: 20, paymentToken: 'sandbox-wallet-decline' },
      { productKey: KEY, amount: 20, paymentToken: 'sandbox-wallet-approve' },
    ]);
  });
});

describe('RechargeScreen', () => {
  it('offers only the methods of the line, by the names the content API gives', () => {
    renderScreen({ ...CREDIT, allowedRechargePaymentMethods: [{ key: 'voucher', name: 'Aufladebon' }] });
    const methods = within(screen.getByRole('group', { name: 'How would you like to top up?' }));
    expect(methods.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Aufladebon']);
    expect(screen.getByText(`Current credit: ${eur(1.85)}`)).toBeInTheDocument();
  });

  it('redeems a voucher and shows the new balance, in the credit and in the announcement', async () => {
    const calls = stubFetch({ [door('voucher')]: [success(11.85)] });
    renderScreen();
    await choose('Recharge voucher');
    await userEvent.type(screen.getByLabelText('Voucher code'), '1100 2026 0011');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem voucher' }));
    await waitFor(() => expect(screen.getByText(`Your credit has been topped up. Your new balance is ${eur(11.85)}.`)).toBeInTheDocument());
    expect(screen.getByText(`Current credit: ${eur(11.85)}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toHaveValue('');
    expect(calls).toEqual([{ call: door('voucher'), body: { productKey: KEY, code: '110020260011' } }]);
  });

  it('shows a used voucher at its field, linked from the summary, and keeps the code typed', async () => {
    stubFetch({ [door('voucher')]: [fieldRefused('code', 'used')] });
    renderScreen();
    await choose('Recharge voucher');
    const code = screen.getByLabelText('Voucher code');
    await userEvent.type(code, '1100 2026 0013');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem voucher' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('This voucher has already been redeemed.')));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('1100 2026 0013');
    expect(screen.getByRole('link', { name: 'Voucher code: This voucher has already been redeemed.' })).toHaveAttribute(
      'href',
      `#${code.id}`,
    );
    expect(screen.getByText(`Current credit: ${eur(1.85)}`)).toBeInTheDocument();
  });

  it('asks for an amount and a 16-digit PIN before sending anything', async () => {
    const calls = stubFetch({});
    renderScreen();
    await choose('paysafecard');
    await userEvent.type(screen.getByLabelText('16-digit PIN'), '1111 2222 3333');
    await userEvent.click(screen.getByRole('button', { name: 'Top up with this PIN' }));
    expect(await screen.findByRole('link', { name: 'Amount to top up: Choose an amount.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '16-digit PIN: A PIN has 16 digits. Please check the PIN.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('explains a PIN without enough value left and keeps the PIN and amount', async () => {
    const calls = stubFetch({ [door('paysafecard')]: [refused('INSUFFICIENT_FUNDS')] });
    renderScreen();
    await choose('paysafecard');
    await userEvent.click(amount(15));
    await userEvent.type(screen.getByLabelText('16-digit PIN'), '1111-2222-3333-0002');
    await userEvent.click(screen.getByRole('button', { name: 'Top up with this PIN' }));
    await waitFor(() => expect(alerts()).toContain('The top-up did not go through. Nothing has been charged.'));
    expect(alerts()).toContain('There is not enough money or value left to pay this amount.');
    expect(screen.getByLabelText('16-digit PIN')).toHaveValue('1111-2222-3333-0002');
    expect(amount(15)).toBeChecked();
    expect(calls[0]?.body).toEqual({ productKey: KEY, amount: 15, pin: '1111222233330002' });
  });

  it('names the saved card and warns that an expired one will be declined, then explains the decline', async () => {
    stubFetch({ [door('storedcreditcard')]: [refused('EXPIRED')] });
    renderScreen(CREDIT, { ...VISA_1881, state: 'EXPIRED' } as RechargeCard);
    await choose('Saved credit card');
    expect(screen.getByText('Your saved card: Visa ending 1881')).toBeInTheDocument();
    expect(screen.getByText(/This card has expired, so a top-up with it will be declined/)).toBeInTheDocument();
    await userEvent.click(amount(10));
    await userEvent.click(screen.getByRole('button', { name: 'Top up with this card' }));
    await waitFor(() => expect(alerts()).toContain('The card has expired. Please choose another way to top up.'));
  });

  it('says there is no saved card, before and after trying', async () => {
    stubFetch({ [door('storedcreditcard')]: [{ status: 409, body: { error: 'no_stored_card' } }] });
    const { unmount } = renderScreen(CREDIT, { kind: 'none' });
    await choose('Saved credit card');
    expect(screen.getByText('There is no card saved with your account. Please choose another way to top up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up with this card' })).not.toBeInTheDocument();
    unmount();

    renderScreen(CREDIT, { kind: 'unknown' });
    await choose('Saved credit card');
    await userEvent.click(amount(20));
    await userEvent.click(screen.getByRole('button', { name: 'Top up with this card' }));
    await waitFor(() => expect(alerts()).toContain('There is no card saved with your account any more.'));
  });
});

describe('RechargeScreen: card and EPS through the provider’s pages', () => {
  const TRIP = 'POST /api/account/payment-trip';
  const withTrips: PrepaidBalance = {
    ...CREDIT,
    allowedRechargePaymentMethods: [
      { key: 'creditcard', name: 'Credit card' },
      { key: 'eps', name: 'EPS online bank transfer' },
    ],
  };
  const BANKS = [{ displayName: 'Sandbox Sparkasse', bic: 'SBXSATWWXXX' }];
  const renderTrips = () => renderAccountIsland(<RechargeScreen customer="10000003" productKey={KEY} initial={withTrips} banks={BANKS} />);
  const next = (url: string): Reply => ({ status: 200, body: answerOf(paymentTripContract, { next: url }) });
  afterEach(() => jest.restoreAllMocks());

  it('starts a card top-up with the chosen amount and leaves for the hosted card field', async () => {
    const go = jest.spyOn(provider, 'go').mockImplementation(() => undefined);
    const calls = stubFetch({ [TRIP]: [next('https://pay.sandbox.example/hosted/card?clientToken=abc')] });
    renderTrips();
    await choose('Credit card');
    expect(screen.getByText(/you enter your card details on the secure page of our payment provider/)).toBeInTheDocument();
    await userEvent.click(amount(20));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the payment page' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.sandbox.example/hosted/card?clientToken=abc'));
    expect(calls).toEqual([{ call: TRIP, body: { kind: 'recharge', productKey: KEY, method: 'creditcard', amount: 20 } }]);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the payment page…');
  });

  it('asks for the bank of an EPS transfer, then leaves for it', async () => {
    const go = jest.spyOn(provider, 'go').mockImplementation(() => undefined);
    const calls = stubFetch({ [TRIP]: [next('https://bank.sandbox.example/eps/T-9')] });
    renderTrips();
    await choose('EPS online bank transfer');
    await userEvent.click(amount(30));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByRole('link', { name: 'Your bank: Choose your bank.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Your bank'), 'Sandbox Sparkasse');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://bank.sandbox.example/eps/T-9'));
    expect(calls[0]?.body).toEqual({ kind: 'recharge', productKey: KEY, method: 'eps', amount: 30, bic: 'SBXSATWWXXX' });
  });

  it('comes back to TWINT with the amount of a top-up that failed chosen again, and leaves for the TWINT page', async () => {
    const go = jest.spyOn(provider, 'go').mockImplementation(() => undefined);
    const calls = stubFetch({ [TRIP]: [next('https://ch.example/mein-konto/aufladen/P-1/twint')] });
    const withTwint: PrepaidBalance = {
      ...withTrips,
      allowedRechargePaymentMethods: [...withTrips.allowedRechargePaymentMethods, { key: 'twint', name: 'TWINT' }],
    };
    renderAccountIsland(
      <RechargeScreen customer="10000003" productKey={KEY} initial={withTwint} chosen={{ method: 'twint', amount: 20 }} />,
    );
    expect(screen.getByRole('radio', { name: 'TWINT' })).toBeChecked();
    expect(amount(20)).toBeChecked();
    expect(screen.getByText(/you approve the payment in your TWINT app/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to TWINT' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://ch.example/mein-konto/aufladen/P-1/twint'));
    expect(calls[0]?.body).toEqual({ kind: 'recharge', productKey: KEY, method: 'twint', amount: 20 });
  });

  it('says when the EPS banks cannot be listed', async () => {
    renderAccountIsland(<RechargeScreen customer="10000003" productKey={KEY} initial={withTrips} banks="unavailable" />);
    await choose('EPS online bank transfer');
    expect(screen.getByText(/The list of banks cannot be loaded just now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to your bank' })).not.toBeInTheDocument();
  });
});

describe('TripOutcome', () => {
  it('tells the outcome of a card or EPS top-up the browser came back from', () => {
    const { rerender } = renderIsland(<TripOutcome trip={{ trip: 'success' }} balance={eur(21.85)} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Your top-up was successful. Your new balance is ${eur(21.85)}.`);
    rerender(<TripOutcome trip={{ trip: 'failed', reason: 'DECLINED' }} balance={eur(1.85)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your top-up did not go through. Nothing has been charged.The payment was declined by the card issuer or bank.',
    );
    rerender(<TripOutcome trip={{ trip: 'failed' }} balance={eur(1.85)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The payment was refused. Please choose another way to top up.');
    rerender(<TripOutcome trip={{ trip: 'failed', reason: 'EXPIRED' }} method="twint" balance={eur(1.85)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The payment was not approved in the TWINT app in time. Nothing has been charged.');
    rerender(<TripOutcome trip={{ trip: 'pending' }} balance={eur(1.85)} />);
    expect(screen.getByRole('status')).toHaveTextContent('The amount is credited as soon as the bank confirms the payment.');
    rerender(<TripOutcome trip={{ trip: 'refused', reason: 'expired' }} balance={eur(1.85)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This return from the provider’s page has expired, so it was not accepted. Nothing has been changed: please start again.',
    );
  });
});
