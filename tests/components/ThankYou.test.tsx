import { TextEncoder } from 'node:util';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { EsimInstall } from '@/components/checkout/thank-you/EsimInstall';
import { NextSteps } from '@/components/checkout/thank-you/NextSteps';
import { esimInstallView } from '@/lib/checkout/esim-install-view';
import type { Mandant, OrderEsim, PlacedOrder } from '@/lib/platform/content-api/schemas';
import de from '@/messages/de-AT.json';
import en from '@/messages/en-GB.json';

// The QR encoder runs on the server, where TextEncoder is global; jsdom lacks it.
Object.assign(globalThis, { TextEncoder });

let mockMessages: typeof en = en;
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en-GB', messages: mockMessages, namespace: namespace as 'checkoutThankYou' }),
}));

// The page's site, as the [market]/[locale] root params give it: the AT shop in English.
jest.mock('@/lib/platform/site/page-site', () => ({ pageSite: async () => ({ locale: 'en-GB', defaultLocale: 'de-AT' }) }));

afterEach(() => {
  cleanup();
  mockMessages = en;
});

const LPA = 'LPA:1$smdp.sandbox.example$0A1B2C3D4E5F60718293';
const esim: OrderEsim = {
  cardname: 'Mobil M',
  tariffname: 'Mobil M',
  msisdn: '+43 660 1234567',
  productKey: 'P-SO-1-1',
  activationCode: LPA,
};

describe('the eSIM installation of the thank-you page', () => {
  it('draws the QR code of the LPA string as an SVG with a text alternative', async () => {
    render(await EsimInstall({ views: [await esimInstallView(esim)] }));
    const qr = screen.getByRole('img', { name: 'QR code to install the eSIM for +43 660 1234567' });
    const src = qr.getAttribute('src')!;
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  it('links one-tap installs on iOS and Android with the LPA string, named for the eSIM they install', async () => {
    render(await EsimInstall({ views: [await esimInstallView(esim)] }));
    const ios = screen.getByRole('link', { name: 'Install on iPhone (eSIM for +43 660 1234567)' });
    const android = screen.getByRole('link', { name: 'Install on Android (eSIM for +43 660 1234567)' });
    expect(new URL(ios.getAttribute('href')!).origin).toBe('https://esimsetup.apple.com');
    expect(new URL(ios.getAttribute('href')!).searchParams.get('carddata')).toBe(LPA);
    expect(new URL(android.getAttribute('href')!).origin).toBe('https://esimsetup.android.com');
    expect(new URL(android.getAttribute('href')!).searchParams.get('carddata')).toBe(LPA);
  });

  it('names what is typed by hand for what it is: SM-DP+ address, matching ID and LPA string, never "Activation code"', async () => {
    render(await EsimInstall({ views: [await esimInstallView(esim)] }));
    const card = screen.getByRole('article', { name: 'Mobil M for +43 660 1234567' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value('SM-DP+ address')).toBe('smdp.sandbox.example');
    expect(value('Matching ID (iPhone: “activation code”)')).toBe('0A1B2C3D4E5F60718293');
    expect(value('LPA string (Android: “activation code”)')).toBe(LPA);
    expect(within(card).queryByText(/^Activation code/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'iPhone (iOS 17.4 or later)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Android' })).toBeInTheDocument();
  });

  it('says where the 6-digit activation code is (SPEC §9): the customer area, not the confirmation', async () => {
    render(await EsimInstall({ views: [await esimInstallView(esim)] }));
    expect(screen.getByText(/6-digit activation code, you find it in the customer area/)).toBeInTheDocument();
    expect(screen.queryByText(/^\d{6}$/)).toBeNull();
  });

  it('shows the QR code of a confirmation as SPEC §3 gives it (qrcodeBase64, no LPA string), without links or values to type', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABc3UBGAAAAABJRU5ErkJggg==';
    const { activationCode: _, ...specShaped } = esim;
    render(await EsimInstall({ views: [await esimInstallView({ ...specShaped, qrcodeBase64: png })] }));
    const qr = screen.getByRole('img', { name: 'QR code to install the eSIM for +43 660 1234567' });
    expect(qr).toHaveAttribute('src', `data:image/png;base64,${png}`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('SM-DP+ address')).toBeNull();
    expect(screen.queryByText(/cannot show the installation details/)).toBeNull();
  });

  it('says so, without links or QR code, for an eSIM with neither a QR code nor an installable LPA string', async () => {
    const { activationCode: _, ...withoutCode } = esim;
    for (const shown of [{ ...esim, activationCode: 'not-a-code' }, withoutCode, { ...withoutCode, qrcodeBase64: 'not base64!' }]) {
      render(await EsimInstall({ views: [await esimInstallView(shown)] }));
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(/cannot show the installation details of this eSIM/)).toBeInTheDocument();
      cleanup();
    }
  });

  it('renders nothing for an order without eSIMs', async () => {
    expect(await EsimInstall({ views: [] })).toBeNull();
  });
});

const order = (change: Partial<PlacedOrder> = {}): PlacedOrder => ({
  salesOrderId: 'SO-0123456789',
  status: 'PAYMENT_PENDING',
  items: [],
  isPaymentOpen: true,
  isIdentOpen: false,
  createdAt: '2026-11-23T10:00:00Z',
  paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'FINANCING' },
  costs: {
    oneOff: { amount: 0, currencyCode: 'EUR' },
    monthly: { amount: 0, currencyCode: 'EUR' },
    delivery: { amount: 0, currencyCode: 'EUR' },
    total: { amount: 0, currencyCode: 'EUR' },
  },
  confirmation: { customerNumber: '31234567', customerEMail: 'anna.berger@example.org', esims: [] },
  ...change,
});

describe('the next steps of the thank-you page', () => {
  it('posts the financing form with its hidden fields when the visitor chooses to, never by itself', async () => {
    const form = { action: 'https://provider.example/checkout', fields: { purchaseId: 'pur_1', fingerprint: 'abc' } };
    const { container } = render(await NextSteps({ order: order(), payment: { kind: 'financing', form }, mandant: undefined }));
    const button = screen.getByRole('button', { name: 'Continue to the financing provider' });
    const element = button.closest('form')!;
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', 'https://provider.example/checkout');
    expect(Object.fromEntries(new FormData(element))).toEqual({ purchaseId: 'pur_1', fingerprint: 'abc' });
    expect(container.querySelector('script')).toBeNull();
  });

  it('links back to the payment step when another payment is open', async () => {
    render(
      await NextSteps({
        order: order({ paymentMethod: { paymentMethodName: 'CREDITCARD' } }),
        payment: { kind: 'retry', href: '/checkout/payment' },
        mandant: undefined,
      }),
    );
    expect(screen.getByRole('link', { name: 'Complete the payment' })).toHaveAttribute('href', '/checkout/payment');
  });

  it('names the identification as the next step, to start at the method chooser, with customer service for questions', async () => {
    const mandant = { serviceLine: { display: '+43 50 123', international: '+43 50 123' }, email: 'service@example.at' } as Mandant;
    render(
      await NextSteps({ order: order({ isPaymentOpen: false, isIdentOpen: true, status: 'PROCESSING' }), payment: undefined, mandant }),
    );
    expect(screen.getByRole('heading', { name: 'Confirm your identity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Identify now' })).toHaveAttribute('href', '/en/checkout/identification');
    expect(screen.getByText(/quote your order number SO-0123456789/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@example.at' })).toHaveAttribute('href', 'mailto:service@example.at');
  });

  it('says a financed order was cancelled, and why that happens', async () => {
    mockMessages = de as typeof en;
    render(await NextSteps({ order: order({ status: 'CANCELLED', isPaymentOpen: false }), payment: undefined, mandant: undefined }));
    expect(screen.getByRole('heading', { name: 'Bestellung storniert' })).toBeInTheDocument();
    expect(screen.getByText(/nicht innerhalb von 7 Kalendertagen ab der Bestellung unterschrieben/)).toBeInTheDocument();
  });

  it('shows nothing for an order that needs nothing more', async () => {
    expect(
      await NextSteps({ order: order({ isPaymentOpen: false, status: 'SUCCESS' }), payment: undefined, mandant: undefined }),
    ).toBeNull();
  });
});
