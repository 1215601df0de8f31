import { fieldErrorBody, portingFreeDates, portingProviders } from '@storefront/wire';
import { SEEDS } from '../seed';
import { paymentApi } from './support/payment';

const { request, clock } = paymentApi('2026-11-23T10:00:00Z');

const providers = async (query = '', market = 'AT') => {
  const response = await request('GET', `/portings/providers${query}`, { market });
  expect(response.status).toBe(200);
  return portingProviders.parse(await response.json());
};

describe('GET /portings/providers', () => {
  it("lists the market's providers with the contract types each supports", async () => {
    const all = await providers();
    expect(all.map((p) => p.displayName)).toEqual(
      expect.arrayContaining(['A1 Telekom Austria', 'Magenta Telekom', 'Drei', 'HoT (Hofer Telekom)']),
    );
    expect(all).toEqual(SEEDS.find((s) => s.market === 'AT')!.portingProviders);
    expect((await providers('', 'UK')).map((p) => p.displayName)).toEqual(expect.arrayContaining(['EE', 'O2', 'Three', 'giffgaff']));
    expect((await providers('', 'IT')).map((p) => p.id)).toContain('iliad');
  });

  it.each(['POSTPAID', 'PREPAID', 'BUSINESS'] as const)('keeps only providers supporting %s', async (contractType) => {
    const all = await providers();
    const filtered = await providers(`?contractType=${contractType}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((p) => p.supportedContractTypes.includes(contractType))).toBe(true);
    expect(filtered).toEqual(all.filter((p) => p.supportedContractTypes.includes(contractType)));
  });

  it('gives the camp site the Austrian providers', async () => {
    expect(await providers('?contractType=PREPAID', 'CAMP')).toEqual(await providers('?contractType=PREPAID', 'AT'));
  });

  it.each(['postpaid', 'PRIVATE', '', 'POSTPAID,PREPAID'])(
    'answers contractType=%j with 400 and a machine-readable body (SPEC §5)',
    async (value) => {
      const response = await request('GET', `/portings/providers?contractType=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json())).toMatchObject({
        error: 'invalid_contract_type',
        fields: [{ field: 'contractType', code: 'invalid_format' }],
      });
    },
  );
});

describe('GET /portings/freedates', () => {
  const freeDates = async (market = 'AT') => portingFreeDates.parse(await (await request('GET', '/portings/freedates', { market })).json());

  afterEach(() => clock.set(new Date('2026-11-23T10:00:00Z')));

  it('starts on the third working day after today and skips weekends and public holidays', async () => {
    // Monday 23 November 2026: Tuesday, Wednesday, then Thursday is the first date.
    const dates = await freeDates('AT');
    expect(dates).toHaveLength(20);
    expect(dates[0]).toBe('2026-11-26');
    expect(dates).not.toContain('2026-11-28'); // Saturday
    expect(dates).not.toContain('2026-11-29'); // Sunday
    expect(dates).not.toContain('2026-12-08'); // Mariä Empfängnis, an Austrian holiday
    expect(dates.at(-1)).toBe('2026-12-24');
    expect(dates.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
  });

  it("uses each market's own holidays", async () => {
    const de = await freeDates('DE');
    expect(de).toContain('2026-12-08');
    expect(de.at(-1)).toBe('2026-12-23');
  });

  it('skips Christmas and the days around it, and follows the sandbox clock', async () => {
    clock.set(new Date('2026-12-21T09:00:00Z'));
    const dates = await freeDates('AT');
    // Mon 21: Tue 22, Wed 23, Thu 24 (a working day); 25, 26 holidays, 27 Sunday.
    expect(dates.slice(0, 3)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
    expect(dates).not.toContain('2027-01-01');
    expect(dates).not.toContain('2027-01-06');
  });

  it("counts from today in the market's time zone", async () => {
    // Sunday 23:30 in London is already Monday in Vienna.
    clock.set(new Date('2026-11-22T23:30:00Z'));
    expect((await freeDates('AT'))[0]).toBe('2026-11-26');
    expect((await freeDates('UK'))[0]).toBe('2026-11-25');
  });
});
