import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { createRef } from 'react';
import { CheckResult } from '@/components/fixedline/CheckResult';
import { OrderButton } from '@/components/tariff/OrderButton';
import type { FixedLineAddress, FixedLineTariff, FoundSupplier } from '@/lib/platform/content-api/schemas';
import type { CheckAnswer } from '@/lib/fixedline/check-answer';
import { loadMessages, type Messages } from '@/lib/platform/i18n/messages';
import { LOCALES } from '@/lib/platform/markets/markets';
import { flatten } from '../support/message-parity';
import { renderIsland } from './render';

/**
 * WCAG 2.5.3 Label in Name as the shop applies it: a control's accessible name starts with the words
 * it shows, so a voice-control user can say them (axe's label-content-name-mismatch, wcag21a). Checked
 * on the rendered controls in every locale.
 */

let mockTranslator: (namespace: string) => unknown;
jest.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => mockTranslator(namespace) }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control's text as drawn on screen: without visually hidden and aria-hidden parts. */
function visibleText(control: HTMLElement): string {
  const copy = control.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((el) => el.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The name starts with the visible words, then says which item (`context`) the control acts on. */
function expectLabelInName(control: HTMLElement, context: string) {
  const visible = visibleText(control);
  expect(visible).not.toBe('');
  expect(control).toHaveAccessibleName(new RegExp(`^${escape(visible)} .*${escape(context)}`));
}

const supplier = (name: string, availability: FoundSupplier['availability']): FoundSupplier => ({
  name,
  displayName: name,
  lineType: 'FTTH',
  availability,
  maxDownload: 1000,
  isOrderAllowed: true,
});
const fibre = (id: string, tariffName: string): FixedLineTariff => ({
  tariffModelSalesId: id,
  tariffName,
  connectionSupplierName: 'OFAA',
  money: { amount: 34.9, currencyCode: 'EUR' },
  billPeriodTranslation: 'per month',
  speedData: { maxDownload: 150, maxUpload: 75 },
  commitmentMonths: 12,
  oneTimeSetupFee: { amount: 69.9, currencyCode: 'EUR' },
  additionalPackages: [],
  specialDeals: [],
});
const address: FixedLineAddress = { id: 'one', street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien', countryId: 'AT' };
/** One line to order now, one planned line to pre-order. */
const answer: CheckAnswer = {
  ok: true,
  result: {
    resultCode: 'FOUND',
    allowEnteredAddressIfNotInPossibleAddresses: false,
    verifiedAddress: address,
    foundSuppliers: [supplier('OFAA', 'AVAILABLE'), supplier('NEXT', 'PLANNED')],
    possibleAddresses: [],
  },
  offers: [
    { supplier: supplier('OFAA', 'AVAILABLE'), tariffs: [fibre('AT-FIBRE-150', 'Glasfaser 150')], connections: [] },
    { supplier: supplier('NEXT', 'PLANNED'), tariffs: [fibre('AT-FIBRE-500', 'Glasfaser 500')], connections: [] },
  ],
};

describe.each(LOCALES)('label in name (%s)', (locale) => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages(locale);
    mockTranslator = (namespace) => createTranslator({ locale, messages, namespace: namespace as 'tariff' });
  });
  afterEach(cleanup);

  it('the tariff card’s order button', async () => {
    render(await OrderButton({ id: 'AT-MOBIL-M', name: 'Mobil M', locale }));
    expectLabelInName(screen.getByRole('button'), 'Mobil M');
  });

  it('the fibre check’s order, pre-order and “adding” buttons', () => {
    const props = {
      answer,
      addressLabel: 'Neubaugasse 12, 1070 Wien',
      building: 'SINGLE_FAMILY_HOUSE',
      servicePhone: '0800 660 660',
      onOrder: jest.fn(),
    } as const;
    const { rerender } = renderIsland(<CheckResult {...props} headingRef={createRef()} />, { locale, messages });
    for (const name of ['Glasfaser 150', 'Glasfaser 500']) expectLabelInName(screen.getByRole('button', { name: new RegExp(name) }), name);
    rerender(<CheckResult {...props} headingRef={createRef()} ordering="AT-FIBRE-150" />);
    expectLabelInName(screen.getByRole('button', { name: /Glasfaser 150/ }), 'Glasfaser 150');
  });

  it('the device order button’s aria-label starts with its visible label', () => {
    const t = createTranslator({ locale, messages, namespace: 'devices' });
    expect(t('addToCartNamed', { name: 'Phone X' })).toMatch(new RegExp(`^${escape(t('addToCart'))}\\P{L}.*Phone X`, 'u'));
  });

  it('visually hidden context messages (…Suffix) continue the label after a space, not with punctuation', () => {
    // components/layout/LabelWithContext: browsers set the hidden span off with spaces, so ": {name}" would read " : ".
    const suffixes = [...flatten(messages)].filter(([key]) => key.endsWith('Suffix'));
    expect(suffixes.length).toBeGreaterThan(0);
    for (const [key, message] of suffixes) expect(`${key}: ${message}`).toMatch(/^[\w.]+: [\p{L}\p{N}({]/u);
  });
});
