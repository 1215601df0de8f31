import { MAX_TARIFFS_PER_ORDER, tariffAddition, tariffsIn, tooManyTariffs, type CartLine } from '@/lib/domain/one-tariff';

const tariff = (id: string): CartLine => ({ kind: 'tariff', id });
const phone = (id: string, tariffId?: string): CartLine => ({ kind: 'device', id, ...(tariffId ? { tariffId } : {}) });
const fibre = (id: string): CartLine => ({ kind: 'fixedline', id });

describe('one tariff per order (SPEC §8 "only one tariff can be ordered at present")', () => {
  it('holds at most one tariff', () => {
    expect(MAX_TARIFFS_PER_ORDER).toBe(1);
  });

  it('lets the first tariff in', () => {
    expect(tariffAddition([], 't-1')).toEqual({ allowed: true, alreadyInCart: false });
    expect(tariffAddition([phone('p-1'), fibre('f-1')], 't-1')).toEqual({ allowed: true, alreadyInCart: false });
  });

  it('lets the same tariff in again without a message', () => {
    expect(tariffAddition([tariff('t-1')], 't-1')).toEqual({ allowed: true, alreadyInCart: true });
  });

  it('refuses a second tariff with the SPEC message and names the one in the cart', () => {
    expect(tariffAddition([tariff('t-1')], 't-2')).toEqual({ allowed: false, current: 't-1', message: 'only_one_tariff' });
  });

  it("counts a smartphone's tariff as the order's tariff", () => {
    expect(tariffAddition([phone('p-1', 't-1')], 't-2')).toEqual({ allowed: false, current: 't-1', message: 'only_one_tariff' });
    expect(tariffAddition([tariff('t-1'), phone('p-1', 't-1')], 't-1')).toEqual({ allowed: true, alreadyInCart: true });
    expect(tariffsIn([tariff('t-1'), phone('p-1', 't-1'), phone('p-2')])).toEqual(['t-1']);
  });

  it('does not count a fixed-line tariff or a device alone', () => {
    expect(tariffAddition([fibre('f-1'), phone('p-1')], 't-1').allowed).toBe(true);
    expect(tariffsIn([fibre('f-1'), phone('p-1')])).toEqual([]);
  });

  it('finds an order that holds two tariffs', () => {
    expect(tooManyTariffs([tariff('t-1'), phone('p-1', 't-2')])).toBe('only_one_tariff');
    expect(tooManyTariffs([tariff('t-1'), phone('p-1', 't-1'), fibre('f-1')])).toBeUndefined();
    expect(tooManyTariffs([])).toBeUndefined();
  });
});
