import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { PaymentForm } from '@/components/checkout/PaymentForm';
import { loadMessages } from '@/lib/platform/i18n/messages';
import { renderIsland } from './render';
import { testWallet } from './test-wallet';

const props: ComponentProps<typeof PaymentForm> = {
  monthly: ['CREDITCARD', 'SEPA', 'EPS', 'INVOICE'],
  product: ['CREDITCARD', 'SEPA', 'EPS', 'INVOICE', 'FINANCING'],
  deviceAmount: '€ 549.00',
  financing: { monthly: '€ 22.88', months: 24 },
  banks: [{ displayName: 'Erste Bank und Sparkassen', bic: 'GIBAATWWXXX' }],
  values: { accountHolder: '', iban: '', bic: '', newCard: false, mandateAccepted: false },
  faulty: false,
};

beforeEach(() => {
  global.fetch = jest.fn() as unknown as typeof fetch;
});

describe('PaymentForm', () => {
  it('offers the bills’ and the devices’ methods as radio groups, instalments with their monthly amount', () => {
    renderIsland(<PaymentForm {...props} />);
    const bills = screen.getByRole('group', { name: 'How would you like to pay your monthly bills?' });
    expect(
      within(bills)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['CREDITCARD', 'SEPA', 'EPS', 'INVOICE']);
    const devices = screen.getByRole('group', { name: 'How would you like to pay for your devices (€ 549.00)?' });
    expect(within(devices).getByRole('radio', { name: '24 interest-free monthly instalments of € 22.88' })).toBeInTheDocument();
  });

  it('shows the details of the chosen methods only, and checks the IBAN before sending', async () => {
    renderIsland(<PaymentForm {...props} />);
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: /monthly bills/ })).getByRole('radio', { name: 'Direct debit (SEPA)' }));
    await userEvent.click(within(screen.getByRole('group', { name: /devices/ })).getByRole('radio', { name: 'EPS online bank transfer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Anna Berger');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'AT62 1904 3002 3457 3201');
    expect(screen.getByRole('combobox', { name: 'Your bank' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(/This IBAN is not valid/));
    expect(screen.getByRole('checkbox', { name: 'I grant the SEPA direct debit mandate' })).toHaveAccessibleDescription(
      /Grant the direct debit mandate/,
    );
    expect(screen.getByRole('combobox', { name: 'Your bank' })).toHaveAccessibleDescription(/Choose your bank/);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says a card is entered at the provider, and offers another card beside a stored one', async () => {
    renderIsland(
      <PaymentForm
        {...props}
        product={[]}
        deviceAmount={undefined}
        values={{ ...props.values, method: 'CREDITCARD' }}
        card={{ brand: 'VISA', last4: '1111' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'How would you like to pay?' })).toBeInTheDocument();
    expect(screen.getByText('Your card: Visa ending 1111')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Use another card' })).not.toBeChecked();
    expect(screen.getByText(/enter your card details on the secure page of our payment provider/)).toBeInTheDocument();
  });

  it('offers the wallet only once the browser says it can pay with it', async () => {
    const wallet = { ...props, product: ['CREDITCARD', 'APPLEPAY'] as typeof props.product };
    const { unmount } = renderIsland(<PaymentForm {...wallet} />);
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    unmount();
    testWallet.install();
    try {
      renderIsland(<PaymentForm {...wallet} />);
      const devices = screen.getByRole('group', { name: /devices/ });
      await userEvent.click(await within(devices).findByRole('radio', { name: 'Apple Pay' }));
      expect(screen.getByText(/You pay with Apple Pay on your device when you place the order/)).toBeInTheDocument();
    } finally {
      testWallet.remove();
    }
  });

  it('puts the focus on a failed payment’s message with its reason', () => {
    renderIsland(<PaymentForm {...props} notice={{ kind: 'payment_failed', reason: 'insufficient_funds' }} />);
    const notice = screen.getByText('Your payment failed').closest('[role="alert"]');
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('There were not enough funds for the payment.');
  });

  it('names its controls in German', async () => {
    renderIsland(<PaymentForm {...props} values={{ ...props.values, method: 'SEPA', productMethod: 'FINANCING' }} />, {
      locale: 'de-AT',
      messages: await loadMessages('de-AT'),
    });
    const bills = screen.getByRole('group', { name: 'Wie möchten Sie Ihre monatlichen Rechnungen bezahlen?' });
    expect(within(bills).getByRole('radio', { name: 'Lastschrift (SEPA)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Kontoinhaber/in' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ich erteile das SEPA-Lastschriftmandat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
