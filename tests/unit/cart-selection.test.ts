import {
  addDevice,
  addFixedLine,
  addTariff,
  chooseSimType,
  MAX_ITEMS,
  parseSelection,
  removeItem,
  serializeSelection,
  simTypeOf,
  withActivationDate,
  withoutLegacyAddress,
  type Selection,
} from '@/lib/cart/selection';
import { countSelectedItems } from '@/lib/cart/selection-cookie';

const line = { id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' as const };

describe('the stored selected product', () => {
  it('round-trips through its cookie value', () => {
    const selection = { items: [{ kind: 'tariff' as const, id: 'AT-MOBIL-M' }] };
    expect(parseSelection(serializeSelection(selection))).toEqual(selection);
  });

  it('round-trips every kind: tariff, device with its tariff, fixed line', () => {
    const selection: Selection = {
      items: [
        { kind: 'tariff', id: 'AT-MOBIL-M' },
        { kind: 'device', id: 'iphone-16-128-black', deviceKind: 'smartphone', tariffId: 'AT-MOBIL-M' },
        { kind: 'device', id: 'fritzbox-7530-ax', deviceKind: 'router' },
        { kind: 'fixedline', ...line },
      ],
    };
    expect(parseSelection(serializeSelection(selection))).toEqual(selection);
  });

  it('is read by the cart badge as the browser sees it: URI-encoded once by the cookie layer', () => {
    const selection: Selection = {
      items: [
        { kind: 'tariff', id: 'T1' },
        { kind: 'fixedline', ...line, supplier: '100% Glasfaser' },
      ],
    };
    expect(countSelectedItems(encodeURIComponent(serializeSelection(selection)))).toBe(2);
    expect(parseSelection(serializeSelection(selection))).toEqual(selection);
  });

  it('treats a missing, corrupt or foreign cookie as an empty cart', () => {
    expect(parseSelection(undefined).items).toEqual([]);
    expect(parseSelection('{not json').items).toEqual([]);
    expect(parseSelection(JSON.stringify({ items: [{ kind: 'car', id: 1 }] })).items).toEqual([]);
  });

  it('rejects a device of an unknown kind and a fixed line without building type or with an overlong supplier', () => {
    const cookie = (item: unknown) => JSON.stringify({ items: [item] });
    expect(parseSelection(cookie({ kind: 'device', id: 'x', deviceKind: 'toaster' })).items).toEqual([]);
    expect(parseSelection(cookie({ kind: 'fixedline', id: 'x', supplier: 'OFAA' })).items).toEqual([]);
    expect(parseSelection(cookie({ kind: 'fixedline', ...line, supplier: 'a'.repeat(65) })).items).toEqual([]);
  });

  it('never holds the home address: a cookie from before ADR 13 is read without it and written back without it', () => {
    const old = JSON.stringify({
      items: [
        { kind: 'tariff', id: 'T1' },
        { kind: 'fixedline', ...line, address: 'Hauptstraße 1, 1010 Wien' },
      ],
    });
    const read = parseSelection(old);
    expect(read.items).toEqual([
      { kind: 'tariff', id: 'T1' },
      { kind: 'fixedline', ...line },
    ]);
    expect(serializeSelection(read)).not.toContain('Hauptstraße');
    expect(withoutLegacyAddress(old)).toBe(serializeSelection(read));
    expect(countSelectedItems(encodeURIComponent(old))).toBe(2);
  });

  it('leaves a current cookie as it is', () => {
    const current = serializeSelection({ items: [{ kind: 'fixedline', ...line }] });
    expect(withoutLegacyAddress(current)).toBeUndefined();
    expect(withoutLegacyAddress(serializeSelection({ items: [{ kind: 'tariff', id: 'address' }] }))).toBeUndefined();
    expect(withoutLegacyAddress(undefined)).toBeUndefined();
  });

  it('replaces a previous tariff, because only one tariff can be ordered at present', () => {
    const first = addTariff({ items: [] }, 'AT-MOBIL-M');
    expect(first.replaced).toBe(false);
    const second = addTariff(first.selection, 'AT-MOBIL-L');
    expect(second).toEqual({ selection: { items: [{ kind: 'tariff', id: 'AT-MOBIL-L' }] }, replaced: true });
    expect(addTariff(second.selection, 'AT-MOBIL-L').replaced).toBe(false);
  });

  it('removes an item by id', () => {
    expect(removeItem({ items: [{ kind: 'tariff', id: 'A' }] }, 'A').items).toEqual([]);
  });
});

describe('devices in the cart', () => {
  it('adds a device alone next to the tariff without touching it', () => {
    const { selection, replaced } = addDevice(addTariff({ items: [] }, 'T1').selection, { id: 'phone', deviceKind: 'smartphone' });
    expect(replaced).toBe(false);
    expect(selection.items).toEqual([
      { kind: 'tariff', id: 'T1' },
      { kind: 'device', id: 'phone', deviceKind: 'smartphone' },
    ]);
  });

  it('makes the tariff a device is bought with the cart’s one tariff', () => {
    const { selection, replaced } = addDevice({ items: [] }, { id: 'phone', deviceKind: 'smartphone', tariffId: 'T1' });
    expect(replaced).toBe(false);
    expect(selection.items).toEqual([
      { kind: 'tariff', id: 'T1' },
      { kind: 'device', id: 'phone', deviceKind: 'smartphone', tariffId: 'T1' },
    ]);
  });

  it('replaces another tariff when a device comes with a different one, and unbinds devices bought with the old one', () => {
    const start = addDevice({ items: [] }, { id: 'phone', deviceKind: 'smartphone', tariffId: 'T1' }).selection;
    const { selection, replaced } = addDevice(start, { id: 'other', deviceKind: 'smartphone', tariffId: 'T2' });
    expect(replaced).toBe(true);
    expect(selection.items.filter((i) => i.kind === 'tariff')).toEqual([{ kind: 'tariff', id: 'T2' }]);
    expect(selection.items).toContainEqual({ kind: 'device', id: 'phone', deviceKind: 'smartphone' });
    expect(selection.items).toContainEqual({ kind: 'device', id: 'other', deviceKind: 'smartphone', tariffId: 'T2' });
  });

  it('keeps one entry per device: adding it again updates how it is bought', () => {
    const once = addDevice({ items: [] }, { id: 'router', deviceKind: 'router' }).selection;
    const twice = addDevice(once, { id: 'router', deviceKind: 'router', tariffId: 'T1' }).selection;
    expect(twice.items.filter((i) => i.id === 'router')).toEqual([{ kind: 'device', id: 'router', deviceKind: 'router', tariffId: 'T1' }]);
  });

  it('keeps a device bought with a tariff when that tariff is removed, now alone', () => {
    const start = addDevice({ items: [] }, { id: 'phone', deviceKind: 'smartphone', tariffId: 'T1' }).selection;
    expect(removeItem(start, 'T1').items).toEqual([{ kind: 'device', id: 'phone', deviceKind: 'smartphone' }]);
  });

  it('never stores more than the maximum number of items, keeping the tariff', () => {
    let selection = addTariff({ items: [] }, 'T1').selection;
    for (let i = 0; i < MAX_ITEMS + 3; i++) selection = addDevice(selection, { id: `d${i}`, deviceKind: 'repeater' }).selection;
    expect(selection.items).toHaveLength(MAX_ITEMS);
    expect(selection.items).toContainEqual({ kind: 'tariff', id: 'T1' });
    expect(selection.items.at(-1)).toEqual({ kind: 'device', id: `d${MAX_ITEMS + 2}`, deviceKind: 'repeater' });
  });
});

describe('fixed lines in the cart', () => {
  it('holds one fixed line next to a mobile tariff; a new line replaces the previous one', () => {
    const withTariff = addTariff({ items: [] }, 'T1').selection;
    const first = addFixedLine(withTariff, line);
    expect(first.replaced).toBe(false);
    expect(first.selection.items).toEqual([
      { kind: 'tariff', id: 'T1' },
      { kind: 'fixedline', ...line },
    ]);
    const second = addFixedLine(first.selection, { ...line, id: 'AT-FIBRE-1000' });
    expect(second.replaced).toBe(true);
    expect(second.selection.items.filter((i) => i.kind === 'fixedline')).toEqual([{ kind: 'fixedline', ...line, id: 'AT-FIBRE-1000' }]);
  });

  it('does not count the same tariff again as a replacement (the address is compared in lib/cart/cart.ts)', () => {
    const first = addFixedLine({ items: [] }, line).selection;
    expect(addFixedLine(first, line)).toEqual({ selection: first, replaced: false });
  });
});

describe('the SIM card of the cart’s tariff', () => {
  const both = ['SIM', 'ESIM'] as const;

  it('chooses an eSIM for the cart’s tariff, and a SIM card again', () => {
    const start = addTariff({ items: [{ kind: 'device', id: 'phone', deviceKind: 'smartphone' }] }, 'T1').selection;
    const esim = chooseSimType(start, 'T1', 'ESIM', both);
    expect(esim).toEqual({
      ok: true,
      selection: {
        items: [
          { kind: 'device', id: 'phone', deviceKind: 'smartphone' },
          { kind: 'tariff', id: 'T1', simType: 'ESIM' },
        ],
      },
    });
    if (!esim.ok) return;
    const sim = chooseSimType(esim.selection, 'T1', 'SIM', both);
    expect(sim.ok && sim.selection.items[1]).toEqual({ kind: 'tariff', id: 'T1', simType: 'SIM' });
  });

  it('only with a type the tariff offers, and only for the cart’s tariff', () => {
    const start = addTariff({ items: [] }, 'T1').selection;
    expect(chooseSimType(start, 'T1', 'ESIM', ['SIM'])).toEqual({ ok: false, reason: 'not_offered' });
    expect(chooseSimType(start, 'T2', 'ESIM', both)).toEqual({ ok: false, reason: 'not_in_cart' });
  });

  it('keeps the chosen type when the same tariff is ordered again, and not for another tariff', () => {
    const start: Selection = { items: [{ kind: 'tariff', id: 'T1', simType: 'ESIM' }] };
    expect(addTariff(start, 'T1')).toEqual({ selection: start, replaced: false });
    const withPhone = addDevice(start, { id: 'phone', deviceKind: 'smartphone', tariffId: 'T1' }).selection;
    expect(withPhone.items).toContainEqual({ kind: 'tariff', id: 'T1', simType: 'ESIM' });
    expect(addTariff(start, 'T2').selection.items).toEqual([{ kind: 'tariff', id: 'T2' }]);
  });

  it('reads as the chosen type when offered, else a SIM card, else what the tariff offers', () => {
    expect(simTypeOf({ kind: 'tariff', id: 'T1' }, both)).toBe('SIM');
    expect(simTypeOf({ kind: 'tariff', id: 'T1', simType: 'ESIM' }, both)).toBe('ESIM');
    expect(simTypeOf({ kind: 'tariff', id: 'T1', simType: 'ESIM' }, ['SIM'])).toBe('SIM');
    expect(simTypeOf({ kind: 'tariff', id: 'T1' }, ['ESIM'])).toBe('ESIM');
  });

  it('survives the cookie', () => {
    const selection: Selection = { items: [{ kind: 'tariff', id: 'T1', simType: 'ESIM' }], activationDate: '2027-01-15' };
    expect(parseSelection(serializeSelection(selection))).toEqual(selection);
    expect(parseSelection(JSON.stringify({ items: [{ kind: 'tariff', id: 'T1', simType: 'NANO' }] })).items).toEqual([]);
  });
});

describe('the desired activation date (SPEC §9: within 6 months)', () => {
  const today = '2026-11-23';
  const start = addTariff({ items: [] }, 'T1').selection;

  it('takes a day from today to 6 months ahead', () => {
    expect(withActivationDate(start, today, today)).toEqual({ ...start, activationDate: today });
    expect(withActivationDate(start, '2027-05-23', today)?.activationDate).toBe('2027-05-23');
  });

  it('refuses yesterday and the day after the window', () => {
    expect(withActivationDate(start, '2026-11-22', today)).toBeUndefined();
    expect(withActivationDate(start, '2027-05-24', today)).toBeUndefined();
  });

  it('ends 6 calendar months ahead on the month’s last day where that month is shorter', () => {
    expect(withActivationDate(start, '2027-02-28', '2026-08-31')?.activationDate).toBe('2027-02-28');
    expect(withActivationDate(start, '2027-03-01', '2026-08-31')).toBeUndefined();
  });

  it('removes the date when none is given', () => {
    expect(withActivationDate({ ...start, activationDate: '2027-01-15' }, undefined, today)).toEqual(start);
  });

  it('is kept when items are added and removed', () => {
    const dated: Selection = { ...start, activationDate: '2027-01-15' };
    const added = addDevice(dated, { id: 'phone', deviceKind: 'smartphone', tariffId: 'T2' }).selection;
    expect(added.activationDate).toBe('2027-01-15');
    expect(addFixedLine(added, line).selection.activationDate).toBe('2027-01-15');
    expect(removeItem(added, 'T2').activationDate).toBe('2027-01-15');
    const chosen = chooseSimType(dated, 'T1', 'ESIM', ['SIM', 'ESIM']);
    expect(chosen.ok && chosen.selection.activationDate).toBe('2027-01-15');
  });
});
