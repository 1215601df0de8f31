import { addressLines } from '@/lib/domain/address';
import { FIBRE, fibreConnectionCost, isFibre, parseDistance } from '@/lib/domain/fibre';
import { connectionFor, matchingTariffs } from '@/lib/domain/fixed-line';
import { IPTV, supportsIptv, tvPackages } from '@/lib/domain/iptv';
import type { FixedLineTariff } from '@/lib/platform/content-api/schemas';

const money = (amount: number) => ({ amount, currencyCode: 'EUR' });
const tv = { id: 'TV-BASIC', name: 'IP TV Basic', kind: 'TV' as const, money: money(9.9), description: '' };
const phone = { id: 'TEL', name: 'Landline', kind: 'TELEPHONY' as const, money: money(4.9), description: '' };

function tariff(id: string, supplier: string, price: number, down: number, packages = [tv, phone]): FixedLineTariff {
  return {
    tariffModelSalesId: id,
    tariffName: id,
    connectionSupplierName: supplier,
    money: money(price),
    billPeriodTranslation: 'per month',
    speedData: { maxDownload: down, maxUpload: down / 2 },
    commitmentMonths: 0,
    oneTimeSetupFee: money(0),
    additionalPackages: packages,
    specialDeals: [],
  };
}

describe('fibre connection cost (SPEC §9)', () => {
  const of = (currencyCode: string, connectionFrom: number, extraMetre: number) => ({
    connectionFrom: { amount: connectionFrom, currencyCode },
    extraMetre: { amount: extraMetre, currencyCode },
  });
  /** SPEC §9 as given for the euro markets. */
  const EUR = of('EUR', 300, 50);
  const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

  it('costs the connection amount for up to 10 m on the property', () => {
    expect(fibreConnectionCost(0, EUR)).toEqual({ total: eur(300), extraMetres: 0 });
    expect(fibreConnectionCost(10, EUR)).toEqual({ total: eur(300), extraMetres: 0 });
  });

  it('adds the metre amount for every further metre, a started metre counting as a whole one', () => {
    expect(fibreConnectionCost(11, EUR)).toEqual({ total: eur(350), extraMetres: 1 });
    expect(fibreConnectionCost(25, EUR)).toEqual({ total: eur(1050), extraMetres: 15 });
    expect(fibreConnectionCost(10.2, EUR)).toEqual({ total: eur(350), extraMetres: 1 });
  });

  it('takes the market’s own amounts and keeps their currency', () => {
    expect(fibreConnectionCost(25, of('CHF', 290, 49))).toEqual({ total: { amount: 1025, currencyCode: 'CHF' }, extraMetres: 15 });
    expect(fibreConnectionCost(12, of('GBP', 260, 45))).toEqual({ total: { amount: 350, currencyCode: 'GBP' }, extraMetres: 2 });
  });

  it('adds amounts with cents to the cent', () => {
    expect(fibreConnectionCost(13, of('EUR', 299.9, 0.1)).total).toEqual(eur(300.2));
  });

  it('never adds amounts of two currencies', () => {
    expect(() => fibreConnectionCost(25, { connectionFrom: eur(300), extraMetre: { amount: 49, currencyCode: 'CHF' } })).toThrow(
      RangeError,
    );
  });

  it('treats a negative or missing distance as a bug', () => {
    expect(() => fibreConnectionCost(-1, EUR)).toThrow(RangeError);
    expect(() => fibreConnectionCost(Number.NaN, EUR)).toThrow(RangeError);
  });

  it('reads a typed distance with a decimal point or comma, and says why it cannot', () => {
    expect(parseDistance(' 25 ')).toEqual({ ok: true, metres: 25 });
    expect(parseDistance('12,5')).toEqual({ ok: true, metres: 12.5 });
    expect(parseDistance('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDistance('-3')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDistance('zehn')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDistance('1001')).toEqual({ ok: false, reason: 'too_far' });
  });

  it('keeps the SPEC facts in one place', () => {
    expect(FIBRE).toEqual({
      bandwidthGuaranteePercent: 90,
      maxMbits: 1000,
      buildThresholdPercent: 40,
      buildMonthsMin: 6,
      buildMonthsMax: 9,
      includedMetres: 10,
    });
  });

  it('counts fibre to the home and to the building as fibre, street-cabinet lines not', () => {
    expect([isFibre('FTTH'), isFibre('FTTB'), isFibre('FTTC'), isFibre('VDSL')]).toEqual([true, true, false, false]);
  });
});

describe('tariffs at an address', () => {
  const tariffs = [
    tariff('FIBRE-1000', 'OFAA', 69.9, 1000),
    tariff('FIBRE-150', 'OFAA', 34.9, 150),
    tariff('DSL-40', 'A1', 29.9, 40),
    tariff('FIBRE-500', 'A1', 54.9, 500),
  ];

  it('offers the supplier’s tariffs up to the line’s speed, cheapest first', () => {
    expect(matchingTariffs(tariffs, { name: 'OFAA', maxDownload: 1000 }).map((t) => t.tariffModelSalesId)).toEqual([
      'FIBRE-150',
      'FIBRE-1000',
    ]);
    expect(matchingTariffs(tariffs, { name: 'A1', maxDownload: 40 }).map((t) => t.tariffModelSalesId)).toEqual(['DSL-40']);
    expect(matchingTariffs(tariffs, { name: 'NOBODY', maxDownload: 1000 })).toEqual([]);
  });

  it('finds the connection of the chosen building type', () => {
    const connections = [
      { id: 'sfh', buildingTypeId: 'SINGLE_FAMILY_HOUSE' as const },
      { id: 'mpb', buildingTypeId: 'MULTI_PARTY_BUILDING' as const },
    ];
    expect(connectionFor(connections, 'MULTI_PARTY_BUILDING')?.id).toBe('mpb');
    expect(connectionFor(connections.slice(0, 1), 'MULTI_PARTY_BUILDING')).toBeUndefined();
  });
});

describe('IP TV (SPEC §9)', () => {
  it('needs 40 Mbit/s', () => {
    expect(IPTV.requiredMbits).toBe(40);
    expect(supportsIptv(tariff('A', 'X', 1, 40))).toBe(true);
    expect(supportsIptv(tariff('B', 'X', 1, 30))).toBe(false);
  });

  it('lists each TV package once with the tariffs fast enough to book it', () => {
    const offers = tvPackages([
      tariff('SLOW', 'X', 19.9, 30),
      tariff('FAST', 'X', 29.9, 100),
      tariff('FASTER', 'X', 39.9, 300),
      tariff('NO-TV', 'X', 9.9, 100, [phone]),
    ]);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.tvPackage.id).toBe('TV-BASIC');
    expect(offers[0]!.tariffs.map((t) => t.tariffModelSalesId)).toEqual(['FAST', 'FASTER']);
  });
});

describe('address lines', () => {
  it('puts the house number after the street and the postal code before the city on the continent', () => {
    expect(addressLines({ street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien', countryId: 'AT' })).toEqual({
      street: 'Neubaugasse 12',
      place: '1070 Wien',
    });
  });

  it('uses the British order in the United Kingdom, and leaves out a missing city', () => {
    expect(addressLines({ street: 'Piccadilly', houseNumber: '10', zip: 'M1 1AE', city: 'Manchester', countryId: 'GB' })).toEqual({
      street: '10 Piccadilly',
      place: 'Manchester M1 1AE',
    });
    expect(addressLines({ street: 'Via Roma', houseNumber: '1', zip: '10121', city: ' ', countryId: 'IT' }).place).toBe('10121');
  });
});
