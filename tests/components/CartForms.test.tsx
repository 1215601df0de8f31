import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { ActivationDateForm } from '@/components/cart/ActivationDateForm';
import { CartNotice } from '@/components/cart/CartNotice';
import { CartSummary } from '@/components/cart/CartSummary';
import { OpenOrderNotice } from '@/components/cart/OpenOrderNotice';
import { SimTypeForm } from '@/components/cart/SimTypeForm';
import { cartView, type DeviceLine } from '@/lib/cart/cart-view';
import { formatDate, formatMoney } from '@/lib/platform/i18n/format';
import { loadMessages, type Messages } from '@/lib/platform/i18n/messages';
import { LOCALES } from '@/lib/platform/markets/markets';
import { group, phone } from '@/tests/support/devices';

/**
 * The cart's own forms, rendered as the server sends them: plain forms that work without JavaScript
 * (method, action, field names), whose controls are named by their visible words first (WCAG 2.5.3).
 */

let mockTranslator: (namespace: string) => unknown;
jest.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => mockTranslator(namespace) }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const visibleText = (control: HTMLElement) => {
  const copy = control.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((el) => el.remove());
  return (copy.textContent ?? '').trim();
};
const hidden = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]));

describe.each(LOCALES)('the cart’s forms (%s)', (locale) => {
  let messages: Messages;
  let t: ReturnType<typeof createTranslator<Messages, 'cart'>>;
  beforeAll(async () => {
    messages = await loadMessages(locale);
    mockTranslator = (namespace) => createTranslator({ locale, messages, namespace: namespace as 'cart' });
    t = createTranslator({ locale, messages, namespace: 'cart' });
  });
  afterEach(cleanup);

  it('chooses SIM or eSIM in a fieldset named after the tariff, the current type checked, posting configure', async () => {
    render(await SimTypeForm({ id: 'AT-MOBILE-M', name: 'Mobile M', current: 'ESIM', offered: ['SIM', 'ESIM'], locale }));
    const group = screen.getByRole('group', { name: t('simLegend', { name: 'Mobile M' }) });
    const sim = within(group).getByRole('radio', { name: t('simOption', { type: 'SIM' }) });
    const esim = within(group).getByRole('radio', { name: t('simOption', { type: 'ESIM' }) });
    expect([sim, esim].map((r) => [(r as HTMLInputElement).name, (r as HTMLInputElement).value, (r as HTMLInputElement).checked])).toEqual([
      ['simType', 'SIM', false],
      ['simType', 'ESIM', true],
    ]);
    const save = screen.getByRole('button');
    expect(visibleText(save)).toBe(t('save'));
    expect(save).toHaveAccessibleName(new RegExp(`^${escape(t('save'))} .*Mobile M`));
    const form = save.closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/api/cart']);
    expect(hidden(form)).toEqual({ action: 'configure', id: 'AT-MOBILE-M', locale });
  });

  it('says so instead of asking when the tariff has one type', async () => {
    render(await SimTypeForm({ id: 'AT-PREPAID-5', name: 'Prepaid 5', current: 'SIM', offered: ['SIM'], locale }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(t('simOnly', { type: 'SIM' }))).toBeInTheDocument();
  });

  it('asks the activation date within the window, with its error linked to the field', async () => {
    render(await ActivationDateForm({ value: '2027-01-15', from: '2026-11-23', to: '2027-05-23', error: 'unavailable_date', locale }));
    const field = screen.getByLabelText(t('activationDate')) as HTMLInputElement;
    expect([field.type, field.name, field.min, field.max, field.value]).toEqual([
      'date',
      'activationDate',
      '2026-11-23',
      '2027-05-23',
      '2027-01-15',
    ]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), locale, 'long', 'UTC');
    const range = { from: day('2026-11-23'), to: day('2027-05-23') };
    expect(field).toHaveAccessibleDescription(
      `${t('activationDateHint', range)} ${t('activationDateError', { code: 'unavailable_date', example: '2026-11-23', ...range })}`,
    );
    const save = screen.getByRole('button');
    expect(visibleText(save)).toBe(t('save'));
    expect(save).toHaveAccessibleName(new RegExp(`^${escape(t('save'))} `));
    expect(hidden(save.closest('form')!)).toEqual({ action: 'configure', locale });
  });

  it('offers to continue or cancel an open order, the cancel as a plain form', async () => {
    const order = { salesOrderId: 'SO-1', status: 'PAYMENT_PENDING' as const, items: [], isPaymentOpen: true, isIdentOpen: false };
    render(await OpenOrderNotice({ order, continueHref: '/en/checkout/thank-you', locale }));
    expect(screen.getByRole('link', { name: t('continueOrder') })).toHaveAttribute('href', '/en/checkout/thank-you');
    const cancel = screen.getByRole('button', { name: t('cancelOrder') });
    const form = cancel.closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/api/checkout/order/cancel']);
    expect(screen.getByText(t('openOrderText', { open: 'payment' }))).toBeInTheDocument();
  });

  it('leads on to the checkout with the standard delivery cost, or says what must be sorted out first', async () => {
    const props = { totals: { monthly: 9.9, oneOff: 0 }, devices: [], currency: 'EUR', locale, phone: '0800 1' } as const;
    render(
      await CartSummary({ ...props, delivery: { cost: { amount: 4.9, currencyCode: 'EUR' } }, checkoutHref: '/kasse/persoenliche-daten' }),
    );
    expect(screen.getByRole('link', { name: t('toCheckout') })).toHaveAttribute('href', '/kasse/persoenliche-daten');
    // getByText collapses whitespace, the price's no-break space too.
    expect(screen.getByText(t('deliveryStandard', { price: formatMoney(4.9, 'EUR', locale) }).replace(/\s+/g, ' '))).toBeInTheDocument();
    cleanup();
    render(await CartSummary({ ...props, delivery: 'at_checkout' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(t('resolveFirst'))).toBeInTheDocument();
    expect(screen.getByText(t('deliveryAtCheckout'))).toBeInTheDocument();
  });

  it('shows each device’s 24 interest-free monthly instalments', async () => {
    const catalogue = { tariffs: [], devices: { smartphone: [group('Phones', [phone('iphone')])] }, fixedLineTariffs: [] };
    const view = cartView({ items: [{ kind: 'device', id: 'iphone', deviceKind: 'smartphone' }] }, catalogue);
    const devices = view.lines.filter((l): l is DeviceLine => l.kind === 'device');
    render(await CartSummary({ totals: view.totals, devices, delivery: undefined, currency: 'EUR', locale, checkoutHref: '/x' }));
    const row = screen.getByText(t('financing')).closest('.facts__row')!;
    expect(row.textContent).toContain(formatMoney(devices[0]!.financing.monthly, 'EUR', locale));
    expect(screen.queryByText(t('delivery'))).toBeNull();
  });

  it('shows SPEC §8’s could-not-cancel message', async () => {
    const form = createTranslator({ locale, messages, namespace: 'form' });
    render(await CartNotice({ notice: 'cancel_failed', dropped: false, phone: '0800 1' }));
    expect(screen.getByText(`${form('not_cancellable')} ${t('callUs', { phone: '0800 1' })}`)).toBeInTheDocument();
  });
});
