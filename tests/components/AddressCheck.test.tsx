import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressCheck } from '@/components/fixedline/AddressCheck';
import { AUSTRIA_COUNTRY_CONFIG } from '@/content-api/seed/markets/austria';
import type { AddressSearchResult, FibrePrices, FixedLineAddress, FixedLineTariff } from '@/lib/platform/content-api/schemas';
import { cartContract } from '@/lib/cart/cart-contract';
import { checkContract, leadContract, type CheckAnswer } from '@/lib/fixedline/contracts';
import { answerOf } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
const address = (id: string, stairs?: string): FixedLineAddress => ({
  id,
  street: 'Neubaugasse',
  houseNumber: id === 'one' ? '12' : '20',
  stairs,
  zip: '1070',
  city: 'Wien',
  countryId: 'AT',
});
const tariff: FixedLineTariff = {
  tariffModelSalesId: 'AT-FIBRE-150',
  tariffName: 'Glasfaser 150',
  connectionSupplierName: 'OFAA',
  money: eur(34.9),
  billPeriodTranslation: 'per month',
  speedData: { maxDownload: 150, maxUpload: 75 },
  commitmentMonths: 12,
  oneTimeSetupFee: eur(69.9),
  additionalPackages: [],
  specialDeals: [],
};
const result = (overrides: Partial<AddressSearchResult>): AddressSearchResult => ({
  resultCode: 'FOUND',
  allowEnteredAddressIfNotInPossibleAddresses: false,
  foundSuppliers: [],
  possibleAddresses: [],
  ...overrides,
});
const OPEN_FIBER = {
  name: 'OFAA',
  displayName: 'Open Fiber Austria',
  lineType: 'FTTH',
  availability: 'AVAILABLE',
  maxDownload: 1000,
  isOrderAllowed: true,
} as const;
const found: CheckAnswer = {
  ok: true,
  result: result({
    verifiedAddress: address('one'),
    foundSuppliers: [OPEN_FIBER],
    preferredSupplier: 'OFAA',
  }),
  offers: [
    {
      supplier: OPEN_FIBER,
      tariffs: [tariff],
      connections: [
        { buildingTypeId: 'SINGLE_FAMILY_HOUSE', name: 'Fibre connection, detached house', price: eur(300) },
        { buildingTypeId: 'MULTI_PARTY_BUILDING', name: 'Fibre connection, block of flats', price: eur(149) },
      ],
    },
  ],
};
const several: CheckAnswer = {
  ok: true,
  result: result({ resultCode: 'MULTIPLE', possibleAddresses: [address('a', '1'), address('b', '2')] }),
  offers: [],
};
const notFound: CheckAnswer = {
  ok: true,
  result: result({ resultCode: 'NOT_FOUND', allowEnteredAddressIfNotInPossibleAddresses: true }),
  offers: [],
};

type Reply = { status: number; body: unknown } | 'network-error';
let replies: Reply[] = [];

/** jsdom has no fetch: answers like our route handlers, one queued reply per call. */
beforeEach(() => {
  replies = [];
  push.mockReset();
  window.sessionStorage.clear();
  global.fetch = jest.fn(async () => {
    const reply = replies.shift();
    if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
    return { status: reply.status, ok: reply.status < 400, json: async () => reply.body };
  }) as unknown as typeof fetch;
});

const fetchMock = () => global.fetch as jest.Mock;
const sent = (call: number) => {
  const [url, init] = fetchMock().mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

/** SPEC §9 as given for the euro markets. */
const FIBRE_PRICES = { connectionFrom: eur(300), extraMetre: eur(50) };

/** `null`: a market whose fibre amounts are not known. */
function renderCheck(fibrePrices: FibrePrices | null = FIBRE_PRICES) {
  return renderIsland(
    <AddressCheck
      zipPattern="^\d{4}$"
      phoneRules={AUSTRIA_COUNTRY_CONFIG}
      servicePhone="+43 800 660 660"
      unknownAddressBanners={['Register your interest now.']}
      fibrePrices={fibrePrices ?? undefined}
    />,
  );
}

async function fillAddress({ zip = '1070', street = 'Neubaugasse', houseNumber = '12', building = 'Single-family house' } = {}) {
  if (zip) await userEvent.type(screen.getByLabelText('Postal code'), zip);
  if (street) await userEvent.type(screen.getByLabelText('Street'), street);
  if (houseNumber) await userEvent.type(screen.getByLabelText('House number'), houseNumber);
  if (building) await userEvent.click(screen.getByRole('radio', { name: building }));
}

const check = () => userEvent.click(screen.getByRole('button', { name: 'Check availability' }));

describe('AddressCheck', () => {
  it('says a search needs more than 1 character, linked to the street, without calling the API', async () => {
    renderCheck();
    await fillAddress({ street: 'N' });
    await check();
    const street = screen.getByLabelText('Street');
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('The search needs more than 1 character.');
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('checks the postal code against the market’s pattern and asks for the building type', async () => {
    renderCheck();
    await fillAddress({ zip: '10700', building: '' });
    await check();
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Please enter a valid postal code.');
    expect(screen.getByRole('group', { name: 'Type of building' })).toHaveAccessibleDescription('Please choose an option.');
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('keeps the typed address when the check fails and offers a retry that succeeds', async () => {
    replies = [
      { status: 503, body: answerOf(checkContract, { error: 'unavailable' }) },
      'network-error',
      { status: 200, body: answerOf(checkContract, found) },
    ];
    renderCheck();
    await fillAddress();
    await userEvent.type(screen.getByLabelText('Staircase (optional)'), '3');
    await check();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('cannot be reached right now'));
    expect(screen.getByLabelText('Postal code')).toHaveValue('1070');
    expect(screen.getByLabelText('Street')).toHaveValue('Neubaugasse');
    expect(screen.getByLabelText('House number')).toHaveValue('12');
    expect(screen.getByLabelText('Staircase (optional)')).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Single-family house' })).toBeChecked();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock()).toHaveBeenCalledTimes(2));
    await userEvent.click(await within(screen.getByRole('alert')).findByRole('button', { name: 'Try again' }));
    // The heading appears, then an effect moves the focus to it: wait for both.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Result for Neubaugasse 12, 1070 Wien' })).toHaveFocus());
    expect(screen.getByLabelText('Street')).toHaveValue('Neubaugasse');
    for (const call of [0, 1, 2]) {
      expect(sent(call)).toEqual({
        url: '/api/fixedline/search',
        body: { zip: '1070', street: 'Neubaugasse', houseNumber: '12', stairs: '3', locale: 'en-GB' },
      });
    }
  });

  it('shows the fibre banner, the connection of the chosen building type and orders a tariff', async () => {
    const added = {
      kind: 'fixedline',
      id: 'AT-FIBRE-150',
      supplier: 'OFAA',
      buildingType: 'MULTI_PARTY_BUILDING',
      address: 'Neubaugasse 12, 1070 Wien',
    } as const;
    replies = [
      { status: 200, body: answerOf(checkContract, found) },
      { status: 200, body: answerOf(cartContract, { ok: true, items: [added], redirect: '/en/cart?notice=added' }) },
    ];
    renderCheck();
    await fillAddress();
    await check();
    expect(await screen.findByText(/Fibre reaches your address: up to 1000 Mbit\/s with a 90 % bandwidth guarantee/)).toBeInTheDocument();
    expect(screen.getByText('Connection for a single-family house: € 300.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estimate your connection cost' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Apartment in a multi-party building' }));
    expect(screen.getByText('Connection for an apartment in a multi-party building: € 149.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Estimate your connection cost' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Order Glasfaser 150' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/cart?notice=added'));
    expect(sent(1)).toEqual({
      url: '/api/cart',
      body: {
        action: 'add',
        kind: 'fixedline',
        id: 'AT-FIBRE-150',
        supplier: 'OFAA',
        buildingType: 'MULTI_PARTY_BUILDING',
        address: 'Neubaugasse 12, 1070 Wien',
        locale: 'en-GB',
      },
    });
  });

  it('offers no cost estimate for a house when the market’s fibre amounts are not known', async () => {
    replies = [{ status: 200, body: answerOf(checkContract, found) }];
    renderCheck(null);
    await fillAddress();
    await check();
    expect(await screen.findByText('Connection for a single-family house: € 300.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Estimate your connection cost' })).not.toBeInTheDocument();
  });

  it('lets the visitor choose one of several addresses', async () => {
    replies = [
      { status: 200, body: answerOf(checkContract, several) },
      { status: 200, body: answerOf(checkContract, found) },
    ];
    renderCheck();
    await fillAddress({ houseNumber: '20' });
    await check();
    // The heading appears, then an effect moves the focus to it: wait for both.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'We found several addresses' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByRole('group', { name: 'Please choose your address' })).toHaveAccessibleDescription('Please choose an option.');
    await userEvent.click(screen.getByRole('radio', { name: 'Neubaugasse 20, Staircase 2, 1070 Wien' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('heading', { name: /^Result for/ })).toBeInTheDocument();
    expect(sent(1)).toEqual({ url: '/api/fixedline/choose', body: { addressId: 'b', locale: 'en-GB' } });
  });

  it('takes a contact request for an address that is not found, with consent and the retention notice', async () => {
    replies = [
      { status: 200, body: answerOf(checkContract, notFound) },
      { status: 400, body: answerOf(leadContract, { error: 'invalid_request', fields: [{ field: 'phone', code: 'invalid_format' }] }) },
      { status: 503, body: answerOf(leadContract, { error: 'unavailable' }) },
      { status: 201, body: answerOf(leadContract, { ok: true, deleteAfter: '2027-05-23T10:00:00.000Z' }) },
    ];
    renderCheck();
    await fillAddress({ zip: '6020', street: 'Museumstraße', houseNumber: '1' });
    await check();
    // The heading appears, then an effect moves the focus to it: wait for both.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No results for this address' })).toHaveFocus());
    expect(screen.getByText('Register your interest now.')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /I agree that my details are used/ });
    expect(consent).toHaveAccessibleDescription('We keep your contact request for 6 months and then delete it.');

    await userEvent.click(screen.getByRole('button', { name: 'Send contact details' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill in this field.');
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('Please confirm that we may contact you.'));
    expect(fetchMock()).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Name'), 'Anna Berger');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.org');
    await userEvent.type(screen.getByLabelText('Phone number'), '0660 1234567');
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Send contact details' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.'));

    // SPEC §8 message could not be sent: said so, everything typed kept.
    await userEvent.click(screen.getByRole('button', { name: 'Send contact details' }));
    expect(await screen.findByText(/Your contact details could not be sent\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Berger');

    await userEvent.click(screen.getByRole('button', { name: 'Send contact details' }));
    expect(await screen.findByText('Thank you! We have saved your contact request and will get in touch.')).toBeInTheDocument();
    expect(sent(3)).toEqual({
      url: '/api/fixedline/contact',
      body: {
        name: 'Anna Berger',
        email: 'anna@example.org',
        phone: '0660 1234567',
        consent: true,
        address: { zip: '6020', street: 'Museumstraße', houseNumber: '1' },
        buildingType: 'SINGLE_FAMILY_HOUSE',
        locale: 'en-GB',
      },
    });
  });

  it('offers "tell me when it is built" for a planned area: consent not ticked, what was typed kept on a refusal', async () => {
    const planned: CheckAnswer = {
      ...found,
      result: result({
        resultCode: 'PLANNED',
        verifiedAddress: address('one'),
        fibreExpansion: { orderedPercent: 23, requiredPercent: 40 },
      }),
    };
    replies = [
      { status: 200, body: answerOf(checkContract, planned) },
      { status: 503, body: answerOf(leadContract, { error: 'unavailable' }) },
      { status: 201, body: answerOf(leadContract, { ok: true, deleteAfter: '2027-05-23T10:00:00.000Z' }) },
    ];
    renderCheck();
    await fillAddress();
    await check();
    const form = within(await screen.findByRole('form', { name: 'Tell me when it is built' }));
    const consent = form.getByRole('checkbox', {
      name: 'I agree that you email me about the fibre build at Neubaugasse 12, 1070 Wien. You keep my request for 6 months at most and delete it as soon as you have told me the build is decided.',
    });
    expect(consent).not.toBeChecked();
    await userEvent.type(form.getByLabelText('Email'), 'lena@example.org');
    await userEvent.click(form.getByRole('button', { name: 'Tell me when it is built' }));
    expect(consent).toHaveFocus();
    expect(fetchMock()).toHaveBeenCalledTimes(1);

    await userEvent.click(consent);
    await userEvent.click(form.getByRole('button', { name: 'Tell me when it is built' }));
    expect(await form.findByRole('alert')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('lena@example.org');
    expect(consent).toBeChecked();

    await userEvent.click(form.getByRole('button', { name: 'Tell me when it is built' }));
    expect(await screen.findByText(/^Done: we have emailed you a confirmation/)).toBeInTheDocument();
    expect(sent(2)).toEqual({
      url: '/api/fixedline/build-notice',
      body: { kind: 'BUILD_NOTICE', addressId: 'one', email: 'lena@example.org', consent: true, locale: 'en-GB' },
    });
  });

  it('shows the last check again after a reload', async () => {
    replies = [{ status: 200, body: answerOf(checkContract, found) }];
    renderCheck();
    await fillAddress();
    await check();
    await screen.findByRole('heading', { name: /^Result for/ });
    cleanup();

    renderCheck();
    expect(await screen.findByRole('heading', { name: 'Result for Neubaugasse 12, 1070 Wien' })).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('Neubaugasse');
    expect(screen.getByRole('radio', { name: 'Single-family house' })).toBeChecked();
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });
});
