import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryForm, type PickupProps } from '@/components/checkout/DeliveryForm';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { pickupPointsContract } from '@/lib/platform/contracts/checkout-delivery';
import { loadMessages } from '@/lib/platform/i18n/messages';
import { answerOf } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** The search's answer, read with the route's contract. */
const POINTS = pickupPointsContract.ok.parse({
  points: [
    {
      id: 'FP-RM-0184-01',
      name: 'Edicola Nazionale',
      address: 'Via Nazionale 75, 00184 Roma',
      zip: '00184',
      openingHours: [
        { weekday: 'MONDAY', start: '07:00', end: '13:00' },
        { weekday: 'MONDAY', start: '15:30', end: '19:30' },
      ],
    },
    { id: 'FP-RM-0184-02', name: 'Tabaccheria Monti', address: 'Via dei Serpenti 12, 00184 Roma', zip: '00184', openingHours: [] },
  ],
});

const OPTIONS = [
  { method: 'STANDARD' as const, cost: 'free' },
  { method: 'EXPRESS' as const, cost: '€ 9.90' },
  { method: 'PICKUP_POINT' as const, cost: 'free' },
];
const PICKUP: PickupProps = { action: '/checkout/delivery', typed: { zip: '', city: '' }, typedErrors: {} };

/** The handlers as jsdom's fetch: the search answers the points, the step answers where to go next. */
function stubHandlers() {
  const calls: { url: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = url.startsWith('/api/checkout/pickup-points') ? POINTS : answerOf(stepContract, { next: '/checkout/payment' });
    return { status: 200, ok: true, json: async () => json };
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(() => push.mockClear());

describe('DeliveryForm', () => {
  it('offers the methods with their cost, finds pickup points by postal code and sends the one chosen', async () => {
    const calls = stubHandlers();
    renderIsland(
      <DeliveryForm options={OPTIONS} defaults={{ method: 'STANDARD' }} destination={<p>Anna Muster</p>} pickup={PICKUP} faults={[]} />,
    );
    expect(screen.getByRole('radio', { name: 'Standard delivery free' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express delivery € 9.90' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Collect from a pickup point free' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '00184');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 pickup points found.');
    expect(calls[0]!.url).toBe('/api/checkout/pickup-points?zip=00184&locale=en-GB');
    const hours = screen.getByRole('table', { name: 'Opening hours of Edicola Nazionale' });
    expect(within(hours).getByRole('row', { name: 'Monday 7:00-13:00, 15:30-19:30' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Opening hours of Tabaccheria Monti' })).getByRole('row', { name: 'Sunday Closed' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Edicola Nazionale Via Nazionale 75, 00184 Roma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/payment'));
    expect(calls[1]).toEqual({
      url: '/api/checkout/delivery',
      body: { method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01', zip: '00184', locale: 'en-GB' },
    });
  });

  it('asks for a pickup point before sending, and for more than 1 character in a search', async () => {
    const calls = stubHandlers();
    renderIsland(<DeliveryForm options={OPTIONS} defaults={{ method: 'PICKUP_POINT' }} destination={null} pickup={PICKUP} faults={[]} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'R');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('The search needs more than 1 character.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('link', { name: 'Pickup point: Please search for and choose a pickup point.' });
    expect(summary).toHaveAttribute('href', '#pickup-zip');
    expect(calls).toEqual([]);
  });

  it('shows the points a search without JavaScript found, with the chosen one and a server fault', async () => {
    stubHandlers();
    const pickup: PickupProps = { ...PICKUP, typed: { zip: '00184', city: '' }, searched: { zip: '00184' }, result: POINTS };
    renderIsland(
      <DeliveryForm
        options={OPTIONS}
        defaults={{ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-02' }}
        destination={null}
        pickup={pickup}
        faults={[{ field: 'pickupPointId', code: 'invalid_format' }]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Tabaccheria Monti Via dei Serpenti 12, 00184 Roma' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Choose a pickup point' })).toHaveAccessibleDescription(
      'This pickup point is no longer available. Please search again and choose another one.',
    );
  });

  it('speaks Italian in Italy', async () => {
    stubHandlers();
    const messages = await loadMessages('it-IT');
    renderIsland(
      <DeliveryForm
        options={[
          { method: 'STANDARD', cost: 'gratuita' },
          { method: 'PICKUP_POINT', cost: 'gratuita' },
        ]}
        defaults={{ method: 'STANDARD' }}
        destination={null}
        pickup={PICKUP}
        faults={[]}
      />,
      { locale: 'it-IT', messages },
    );
    expect(screen.getByRole('radio', { name: 'Consegna standard gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ritiro presso un Fermopoint gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CAP' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Città' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continua' })).toBeInTheDocument();
  });
});

describe('DeliveryForm without JavaScript', () => {
  it('renders the defaults into the markup, so the native post sends the chosen method, point and search', async () => {
    const { renderToString } = await import('react-dom/server');
    const { NextIntlClientProvider } = await import('next-intl');
    const { SiteProvider } = await import('@/components/site/SiteProvider');
    const { MARKETS } = await import('@/lib/platform/markets/markets');
    const messages = await loadMessages('it-IT');
    const pickup: PickupProps = { ...PICKUP, typed: { zip: '00184', city: '' }, searched: { zip: '00184' }, result: POINTS };
    const html = renderToString(
      <NextIntlClientProvider locale="it-IT" messages={messages} timeZone="Europe/Rome">
        <SiteProvider value={{ market: MARKETS.IT, locale: 'it-IT', defaultLocale: 'it-IT', content: { market: 'IT', locale: 'it-IT' } }}>
          <DeliveryForm
            options={OPTIONS}
            defaults={{ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-02' }}
            destination={null}
            pickup={pickup}
            faults={[]}
          />
        </SiteProvider>
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const delivery = page.querySelector<HTMLFormElement>('form[action="/api/checkout/delivery"]')!;
    const posted = Object.fromEntries(new FormData(delivery));
    expect(posted).toEqual({ locale: 'it-IT', zip: '00184', city: '', method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-02' });
    // The search inputs belong to the GET form of the step page, not to the step's post.
    const search = page.getElementById('pickup-search') as HTMLFormElement;
    expect(search.method).toBe('get');
    expect(Object.fromEntries(new FormData(search))).toEqual({ zip: '00184', city: '' });
  });
});
