import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { OpenPositionPay } from '@/components/account/payment/OpenPositionPay';
import { PaymentMethodScreen } from '@/components/account/payment/PaymentMethodScreen';
import { TripNotice } from '@/components/account/payment/TripNotice';
import { leave } from '@/lib/account/upstream';
import { customerPaymentMethod, type CustomerPaymentMethod } from '@/lib/platform/contracts/customer-payment';
import { paymentTripContract } from '@/lib/platform/contracts/payment-trip';
import { answerOf } from './answers';
import { alerts, renderIsland } from './render';
import { stubFetch } from './upstream-stub';
import { testWallet } from './test-wallet';
import { renderAccountIsland } from './account-fetch';

/**
 * The payment screen's islands: the method as it is (a card's three warnings), the changes through
 * the door (upgrade prompt then the same write, field errors at their fields with the values kept,
 * the content API's refusals explained, e-bill failing without a status), the card change and the
 * open position through the payment trip, and a trip's outcome.
 */

const CUSTOMER = '20000002';
const SEPA = 'PUT /api/upstream/payment/method/sepa';
const EBILL = 'PUT /api/upstream/payment/method/ebill';
const EPS = 'PUT /api/upstream/payment/method/eps';
const METHOD = 'GET /api/upstream/payment/method';
const TRIP = 'POST /api/account/payment-trip';
const UPGRADE = 'POST /api/auth/upgrade';

const method = (value: unknown) => customerPaymentMethod.parse(value);
const sepa = method({
  method: 'SEPA',
  billingContractId: 'BC-20000002',
  changeableTo: ['CREDITCARD', 'SEPA', 'INVOICE'],
  sepa: { iban: 'DE89 **** **** **** **30 00', accountHolder: 'Jonas Weber', mandateReference: 'MR-DE-000123' },
});
const card = (state: string) =>
  method({
    method: 'CREDITCARD',
    billingContractId: 'BC-20000001',
    changeableTo: ['CREDITCARD', 'SEPA', 'INVOICE'],
    card: { brand: 'VISA', last4: '4242', expiryMonth: 11, expiryYear: 2026, holder: 'Julia Schneider', state },
  });
const ebill = method({
  method: 'EBILL',
  billingContractId: 'BC-30000001',
  changeableTo: ['CREDITCARD', 'INVOICE', 'EBILL'],
  ebill: { email: 'laura.brunner@example.ch' },
});

const BANKS = [
  { displayName: 'Bank Austria', bic: 'BKAUATWWXXX' },
  { displayName: 'Erste Bank und Sparkassen', bic: 'GIBAATWWXXX' },
];

function renderWithCache(ui: ReactElement) {
  return renderAccountIsland(ui).client;
}
const screenOf = (initial: CustomerPaymentMethod) =>
  renderWithCache(<PaymentMethodScreen customer={CUSTOMER} initial={initial} banks={BANKS} />);

let goTo: jest.SpyInstance;
beforeEach(() => {
  goTo = jest.spyOn(leave, 'to').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

describe('the method as it is', () => {
  it('shows a SEPA account masked, with holder and mandate reference', () => {
    screenOf(sepa);
    expect(screen.getByText('You pay by SEPA direct debit.')).toBeInTheDocument();
    expect(screen.getByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
    expect(screen.getByText('Jonas Weber')).toBeInTheDocument();
    expect(screen.getByText('MR-DE-000123')).toBeInTheDocument();
  });

  it('shows an active card without a warning', () => {
    screenOf(card('ACTIVE'));
    expect(screen.getByText('VISA ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change card' })).not.toBeInTheDocument();
  });

  it.each([
    ['EXPIRING_SOON', 'Your card expires at the end of November 2026.'],
    ['EXPIRED', 'Your card expired at the end of November 2026.'],
    ['INACTIVE', 'Your card has been stopped by its issuer.'],
  ])('warns about a card %s, with the way to another card', async (state, warning) => {
    screenOf(card(state));
    expect(screen.getByText(new RegExp(warning))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Change how you pay' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Enter card details' })).toBeInTheDocument();
  });

  it('shows the e-bill address and offers only the methods the account may change to', () => {
    screenOf(ebill);
    expect(screen.getByText('laura.brunner@example.ch')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['CREDITCARD', 'INVOICE', 'EBILL']);
  });
});

describe('changing to SEPA', () => {
  const fill = async (iban: string) => {
    await userEvent.click(screen.getByRole('radio', { name: 'SEPA direct debit' }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Jonas Weber');
    await userEvent.type(screen.getByLabelText('IBAN'), iban);
    await userEvent.click(screen.getByLabelText('I grant the SEPA direct debit mandate'));
    await userEvent.click(screen.getByRole('button', { name: 'Save direct debit' }));
  };

  it('asks for upgraded write access, then saves the same mandate and shows the new account', async () => {
    const saved = {
      ...sepa,
      sepa: { iban: 'DE89 **** **** **** **30 00', accountHolder: 'Jonas Weber', mandateReference: 'MR-DE-000777' },
    };
    const calls = stubFetch({
      [SEPA]: [
        { status: 403, body: { error: 'upgrade_required' } },
        { status: 200, body: { result: 'SUCCESS', mandateReference: 'MR-DE-000777' } },
      ],
      [UPGRADE]: [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-26T09:45:00.000Z' } }],
      [METHOD]: [{ status: 200, body: saved }],
    });
    screenOf(sepa);
    await fill('DE89 3704 0044 0532 0130 00');
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your direct debit has been saved successfully/)).toBeInTheDocument();
    expect(await screen.findByText('MR-DE-000777')).toBeInTheDocument();
    const sent = { accountHolder: 'Jonas Weber', iban: 'DE89 3704 0044 0532 0130 00', mandateAccepted: true };
    expect(calls.filter((c) => c.call === SEPA).map((c) => c.body)).toEqual([sent, sent]);
  });

  it('puts a wrong IBAN at its field and keeps what was typed', async () => {
    stubFetch({
      [SEPA]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'iban', code: 'invalid_checksum' }] } }],
      [METHOD]: [{ status: 200, body: sepa }],
    });
    screenOf(sepa);
    await fill('DE88 3704 0044 0532 0130 00');
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(expect.stringContaining('This IBAN is not correct.')),
    );
    expect(screen.getByLabelText('IBAN')).toHaveValue('DE88 3704 0044 0532 0130 00');
    expect(screen.getByLabelText('Account holder')).toHaveValue('Jonas Weber');
    expect(screen.getByRole('link', { name: /IBAN: This IBAN is not correct/ })).toHaveAttribute('href', '#sepa-iban');
  });

  it('asks for the mandate and the IBAN before sending', async () => {
    stubFetch({});
    screenOf(sepa);
    await userEvent.click(screen.getByRole('radio', { name: 'SEPA direct debit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save direct debit' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(expect.stringContaining('Please enter your IBAN.'));
    expect(screen.getByLabelText('I grant the SEPA direct debit mandate')).toHaveAccessibleDescription(
      expect.stringContaining('Please grant the direct debit mandate.'),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('explains a bank that refuses direct debits', async () => {
    stubFetch({
      [SEPA]: [{ status: 200, body: { result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' } }],
      [METHOD]: [{ status: 200, body: sepa }],
    });
    screenOf(sepa);
    await fill('DE31 3704 0044 0000 0006 66');
    await waitFor(() => expect(alerts()).toContain('Your bank does not allow direct debits from this account.'));
    expect(alerts()).toContain('could not be saved');
    expect(screen.getByLabelText('IBAN')).toHaveValue('DE31 3704 0044 0000 0006 66');
  });
});

describe('changing to e-bill', () => {
  const send = async (address: string) => {
    await userEvent.click(screen.getByRole('radio', { name: 'E-bill' }));
    await userEvent.clear(screen.getByLabelText('E-mail address for e-bills'));
    await userEvent.type(screen.getByLabelText('E-mail address for e-bills'), address);
    await userEvent.click(screen.getByRole('button', { name: 'Save e-bill' }));
  };

  it('says "could not be saved" when the call fails without a status, the address kept', async () => {
    stubFetch({ [EBILL]: [{ status: 503, body: { error: 'unavailable' } }], [METHOD]: [{ status: 200, body: ebill }] });
    screenOf(ebill);
    await send('no-answer@ebill.example');
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByLabelText('E-mail address for e-bills')).toHaveValue('no-answer@ebill.example');
  });

  it('explains an e-banking that takes no e-bills', async () => {
    stubFetch({ [EBILL]: [{ status: 200, body: { result: 'ERROR', reason: 'DECLINED' } }], [METHOD]: [{ status: 200, body: ebill }] });
    screenOf(ebill);
    await send('refused@ebill.example');
    await waitFor(() => expect(alerts()).toContain('Your e-banking does not accept e-bills for this address.'));
  });
});

describe('changing to EPS', () => {
  const atSepa = method({ ...sepa, billingContractId: 'BC-10000001', changeableTo: ['CREDITCARD', 'SEPA', 'EPS', 'INVOICE'] });
  const choose = async (bank: string) => {
    await userEvent.click(screen.getByRole('radio', { name: 'EPS online bank transfer' }));
    await userEvent.selectOptions(screen.getByLabelText('Your bank'), bank);
    await userEvent.click(screen.getByRole('button', { name: 'Save EPS' }));
  };

  it('saves the chosen bank and shows it as the method', async () => {
    const saved = method({ ...atSepa, method: 'EPS', eps: { bic: 'BKAUATWWXXX', displayName: 'Bank Austria' } });
    const calls = stubFetch({ [EPS]: [{ status: 200, body: { result: 'SUCCESS' } }], [METHOD]: [{ status: 200, body: saved }] });
    screenOf(atSepa);
    await choose('Bank Austria');
    expect(await screen.findByText(/you now pay your bills by EPS online bank transfer/)).toBeInTheDocument();
    expect(await screen.findByText('You pay each bill by EPS online bank transfer.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === EPS).map((c) => c.body)).toEqual([{ bic: 'BKAUATWWXXX' }]);
  });

  it('asks for a bank before sending, and keeps the choice when the bank is refused', async () => {
    stubFetch({
      [EPS]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'bic', code: 'invalid_format' }] } }],
      [METHOD]: [{ status: 200, body: atSepa }],
    });
    screenOf(atSepa);
    await userEvent.click(screen.getByRole('radio', { name: 'EPS online bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save EPS' }));
    expect(screen.getByLabelText('Your bank')).toHaveAccessibleDescription(expect.stringContaining('Please choose your bank.'));
    await choose('Erste Bank und Sparkassen');
    await waitFor(() =>
      expect(screen.getByLabelText('Your bank')).toHaveAccessibleDescription(
        expect.stringContaining('Please choose one of the banks in the list.'),
      ),
    );
    expect(screen.getByLabelText('Your bank')).toHaveValue('GIBAATWWXXX');
    expect(screen.getByText('You pay by SEPA direct debit.')).toBeInTheDocument();
  });
});

describe('changing to the browser’s wallet', () => {
  const WALLET = 'PUT /api/upstream/payment/changemethod/applepay';
  const withWallet = method({ ...sepa, changeableTo: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'INVOICE'] });
  afterEach(testWallet.remove);

  it('is offered only where the browser can pay with it', () => {
    screenOf(withWallet);
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
  });

  it('asks the wallet’s sheet, validates the merchant through the door and makes the wallet the bills’ method', async () => {
    testWallet.install();
    const calls = stubFetch({
      ...testWallet.replies,
      [WALLET]: [{ status: 200, body: { result: 'SUCCESS' } }],
      [METHOD]: [
        {
          status: 200,
          body: { method: 'APPLEPAY', billingContractId: 'BC-20000002', changeableTo: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'INVOICE'] },
        },
      ],
    });
    screenOf(withWallet);
    await userEvent.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    const button = screen.getByRole('button', { name: 'Confirm with Apple Pay' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText('You pay your bills with Apple Pay.')).toBeInTheDocument());
    expect(calls.find((c) => c.call === WALLET)?.body).toEqual({ paymentToken: 'sandbox-wallet-approve' });
    expect(testWallet.sheet().shown).toEqual({ total: { label: 'Monthly bills', amount: { currency: 'EUR', value: '0.00' } } });
  });
});

describe('changing to a card', () => {
  it('asks for upgraded write access, then goes to the payment provider', async () => {
    const next = 'http://localhost:4000/sandbox/payment/hosted/card?clientToken=ct_1';
    const calls = stubFetch({
      [TRIP]: [
        { status: 403, body: answerOf(paymentTripContract, { error: 'upgrade_required' }) },
        { status: 200, body: answerOf(paymentTripContract, { next }) },
      ],
      [UPGRADE]: [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-26T09:45:00.000Z' } }],
    });
    screenOf(sepa);
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter card details' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(next));
    expect(calls.filter((c) => c.call === TRIP).map((c) => c.body)).toEqual([{ kind: 'card-change' }, { kind: 'card-change' }]);
  });
});

describe('OpenPositionPay', () => {
  const pay = () =>
    renderWithCache(
      <OpenPositionPay
        billingContractId="BC-10000001"
        payableBy={['CREDITCARD', 'EPS']}
        banks={[{ displayName: 'Erste Bank', bic: 'GIBAATWW' }]}
        amount="€ 42.90"
      />,
    );

  it('pays by EPS from the chosen bank, asking for the bank first', async () => {
    const next = 'http://localhost:4000/sandbox/payment/eps/tx_1';
    const calls = stubFetch({ [TRIP]: [{ status: 200, body: answerOf(paymentTripContract, { next }) }] });
    pay();
    await userEvent.click(screen.getByRole('radio', { name: 'EPS online bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay € 42.90 now' }));
    expect(screen.getByLabelText('Your bank')).toHaveAccessibleDescription('Please choose your bank.');
    await userEvent.selectOptions(screen.getByLabelText('Your bank'), 'GIBAATWW');
    await userEvent.click(screen.getByRole('button', { name: 'Pay € 42.90 now' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(next));
    expect(calls).toEqual([
      { call: TRIP, body: { kind: 'open-position', billingContractId: 'BC-10000001', method: 'EPS', bic: 'GIBAATWW' } },
    ]);
  });

  it('says a refused payment could not be started', async () => {
    stubFetch({ [TRIP]: [{ status: 503, body: answerOf(paymentTripContract, { error: 'unavailable' }) }] });
    pay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay € 42.90 now' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('TripNotice', () => {
  it('tells a failed payment with its reason as an alert, a saved card as a status', () => {
    const { rerender } = renderIsland(<TripNotice purpose="open-position" outcome={{ trip: 'failed', reason: 'INSUFFICIENT_FUNDS' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The payment failed. Nothing has been charged.The card has insufficient funds.');
    rerender(<TripNotice purpose="card-change" outcome={{ trip: 'success' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your card has been saved successfully.');
  });

  it('tells a refused return (ADR 43) that nothing was changed', () => {
    renderIsland(<TripNotice purpose="card-change" outcome={{ trip: 'refused', reason: 'unknown' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'does not belong to a payment or identification started in this browser, or it has been used already, so it was not accepted. Nothing has been changed.',
    );
  });
});
