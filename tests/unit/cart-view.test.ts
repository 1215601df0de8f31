import type { CartCatalogue } from '@/lib/cart/availability';
import { cartView, needsAttention } from '@/lib/cart/cart-view';
import { deliveryRequestOf } from '@/lib/checkout/delivery-request';
import type { Selection } from '@/lib/cart/selection';
import { fibreTariff, group, phone, tariff } from '@/tests/support/devices';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
const iphone = phone('iphone', { combinations: [{ tariffModelSalesId: 'T1', discount: eur(80) }] });
const soldOut = phone('sold-out', { inStock: false });
const tariffOnly = phone('redmi', {
  isStandalone: false,
  price: eur(229),
  combinations: [{ tariffModelSalesId: 'T1', discount: eur(30) }],
});
const catalogue: CartCatalogue = {
  tariffs: [
    tariff('T1', 9.9, { setupFee: { duration: 1, setupFee: eur(19.9), basicFeeDuringSetupFeeDuration: eur(0), description: '' } }),
    tariff('T2', 19.9),
  ],
  devices: { smartphone: [group('Phones', [iphone, soldOut, tariffOnly])] },
  fixedLineTariffs: [fibreTariff()],
};
const line = { id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'MULTI_PARTY_BUILDING' as const };
const home = { fixedLine: { id: 'AT-FIBRE-300', address: 'Ringstraße 1, 1010 Wien' } };

describe('the cart with every kind of product', () => {
  it('prices a device bought with the cart’s tariff with its combination discount and the 24-month alternative', () => {
    const selection: Selection = {
      items: [
        { kind: 'tariff', id: 'T1' },
        { kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'T1' },
      ],
    };
    const view = cartView(selection, catalogue);
    const device = view.lines.find((l) => l.kind === 'device');
    expect(device).toMatchObject({ price: 949, discount: 80, oneOff: 869, financing: { monthly: 36.21, months: 24 }, needsTariff: false });
    expect(view.totals).toEqual({ monthly: 9.9, oneOff: 888.9 });
    expect(view.dropped).toBe(false);
  });

  it('charges the full price for a device alone, and no discount for a tariff it does not combine with', () => {
    const alone = cartView({ items: [{ kind: 'device', id: 'iphone', deviceKind: 'smartphone' }] }, catalogue);
    expect(alone.lines[0]).toMatchObject({ discount: 0, oneOff: 949 });
    const other = cartView(
      {
        items: [
          { kind: 'tariff', id: 'T2' },
          { kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'T2' },
        ],
      },
      catalogue,
    );
    expect(other.lines[1]).toMatchObject({ discount: 0, oneOff: 949, tariff: undefined });
  });

  it('flags a device sold only with a tariff once its tariff has left the cart', () => {
    const view = cartView({ items: [{ kind: 'device', id: 'redmi', deviceKind: 'smartphone' }] }, catalogue);
    expect(view.lines[0]).toMatchObject({ needsTariff: true, oneOff: 229 });
  });

  it('shows a fixed line with its address, monthly price and setup fees, adding the one-time fee to the one-off total', () => {
    const view = cartView({ items: [{ kind: 'fixedline', ...line }] }, catalogue, home);
    expect(view.lines[0]).toMatchObject({
      kind: 'fixedline',
      address: 'Ringstraße 1, 1010 Wien',
      monthly: 44.9,
      oneOff: 69.9,
      monthlySetupFee: 29.9,
    });
    expect(view.totals).toEqual({ monthly: 44.9, oneOff: 69.9 });
  });

  it('keeps a fixed line whose stored address is gone or belongs to another line, without an address, so the cart asks for it', () => {
    for (const personal of [{}, { fixedLine: { id: 'AT-FIBRE-1000', address: 'Ringstraße 1, 1010 Wien' } }]) {
      const view = cartView({ items: [{ kind: 'fixedline', ...line }] }, catalogue, personal);
      expect(view.lines).toHaveLength(1);
      expect(view.lines[0]).toMatchObject({ kind: 'fixedline', id: 'AT-FIBRE-300', address: undefined, monthly: 44.9 });
      expect(view.dropped).toBe(false);
    }
  });

  it('leaves out (SPEC §8) what is gone: an out-of-stock device, an unknown tariff, a line of another supplier', () => {
    const view = cartView(
      {
        items: [
          { kind: 'tariff', id: 'GONE' },
          { kind: 'device', id: 'sold-out', deviceKind: 'smartphone' },
          { kind: 'device', id: 'iphone', deviceKind: 'router' },
          { kind: 'fixedline', ...line, supplier: 'OTHER' },
          { kind: 'fixedline', ...line },
        ],
      },
      catalogue,
    );
    expect(view.dropped).toBe(true);
    expect(view.lines.map((l) => l.id)).toEqual(['AT-FIBRE-300']);
  });
});

describe('the SIM card and what travels', () => {
  const simOnly = { ...catalogue, tariffs: [...catalogue.tariffs, tariff('PREPAID', 5, { simTypes: ['SIM'] })] };

  it('gives each tariff its SIM type (the default SIM card) and the types it offers', () => {
    const view = cartView({ items: [{ kind: 'tariff', id: 'T1' }] }, catalogue);
    expect(view.lines[0]).toMatchObject({ kind: 'tariff', simType: 'SIM', simTypes: ['SIM', 'ESIM'] });
    const esim = cartView({ items: [{ kind: 'tariff', id: 'T1', simType: 'ESIM' }] }, catalogue);
    expect(esim.lines[0]).toMatchObject({ simType: 'ESIM' });
    const notOffered = cartView({ items: [{ kind: 'tariff', id: 'PREPAID', simType: 'ESIM' }] }, simOnly);
    expect(notOffered.lines[0]).toMatchObject({ simType: 'SIM', simTypes: ['SIM'] });
  });

  it('asks the standard delivery cost for a SIM card and devices, with every SIM card’s type', () => {
    const view = cartView(
      {
        items: [
          { kind: 'tariff', id: 'T1' },
          { kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'T1' },
        ],
      },
      catalogue,
    );
    expect(deliveryRequestOf(view)).toEqual({
      method: 'STANDARD',
      simCards: [{ simType: 'SIM' }],
      products: [{ deviceModelSaleId: 'iphone' }],
    });
    const esimAndPhone = cartView(
      {
        items: [
          { kind: 'tariff', id: 'T1', simType: 'ESIM' },
          { kind: 'device', id: 'iphone', deviceKind: 'smartphone' },
        ],
      },
      catalogue,
    );
    expect(deliveryRequestOf(esimAndPhone)).toEqual({
      method: 'STANDARD',
      simCards: [{ simType: 'ESIM' }],
      products: [{ deviceModelSaleId: 'iphone' }],
    });
  });

  it('asks nothing when nothing physical travels: an eSIM, a fixed line', () => {
    const view = cartView(
      {
        items: [
          { kind: 'tariff', id: 'T1', simType: 'ESIM' },
          { kind: 'fixedline', ...line },
        ],
      },
      catalogue,
      home,
    );
    expect(deliveryRequestOf(view)).toBeUndefined();
  });

  it('holds back the checkout while a device needs its tariff or a line its address', () => {
    const ready = cartView(
      {
        items: [
          { kind: 'tariff', id: 'T1' },
          { kind: 'fixedline', ...line },
        ],
      },
      catalogue,
      home,
    );
    expect(ready.lines.some(needsAttention)).toBe(false);
    const noAddress = cartView({ items: [{ kind: 'fixedline', ...line }] }, catalogue, {});
    expect(noAddress.lines.some(needsAttention)).toBe(true);
    const noTariff = cartView({ items: [{ kind: 'device', id: 'redmi', deviceKind: 'smartphone' }] }, catalogue);
    expect(noTariff.lines.some(needsAttention)).toBe(true);
  });
});
