import { at } from '@/content-api/seed/markets/at';
import { uk } from '@/content-api/seed/markets/uk';
import type { MarketSeed } from '@/content-api/seed/types';
import {
  personalFault,
  personalFormValues,
  personalSchema,
  type PersonalFormValues,
  type PersonalRules,
} from '@/lib/platform/contracts/checkout-personal';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';
import { ANNA_AT_HER_DOOR } from '@/tests/support/anna';

/** The step's rules of a market as the server loads them: the seed's patterns and regions. */
const rulesOf = (seed: MarketSeed, today = '2026-05-15'): PersonalRules => ({
  patterns: seed.mandant.countryConfig,
  regions: seed.regions,
  houseName: seed === uk,
  today,
});
const AT = rulesOf(at);
const UK = rulesOf(uk);

/** Anna as the form holds her: every field a string, the optional ones empty. */
const austrian = personalFormValues(ANNA_AT_HER_DOOR);
const british: PersonalFormValues = {
  ...austrian,
  firstName: 'Oliver',
  lastName: 'Smith',
  email: 'oliver.smith@example.co.uk',
  confirmEmail: 'oliver.smith@example.co.uk',
  phone: '07700 900123',
  address: {
    street: 'Piccadilly',
    houseNumber: '10',
    houseName: 'Rose Cottage',
    doorNumber: '',
    zip: 'M1 1AE',
    city: 'Manchester',
    region: 'ENG',
  },
};

/** The fields a body fails with, as POST /api/checkout/personal answers them. */
function errorsOf(rules: PersonalRules, body: unknown) {
  const parsed = personalSchema(rules).safeParse(body);
  return parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
}
const parse = (rules: PersonalRules, body: unknown) => personalSchema(rules).parse(body);

describe('personalSchema: a private customer', () => {
  it('takes a valid Austrian and a valid British person as the step stores them', () => {
    expect(parse(AT, austrian)).toEqual(ANNA_AT_HER_DOOR);
    expect(parse(UK, british).address).toEqual({
      street: 'Piccadilly',
      houseNumber: '10',
      houseName: 'Rose Cottage',
      zip: 'M1 1AE',
      city: 'Manchester',
      region: 'ENG',
    });
  });

  it('leaves out what a private customer typed into the company fields, and a house name outside the UK', () => {
    const data = parse(AT, {
      ...austrian,
      companyName: 'Huber GmbH',
      vatNumber: 'x',
      address: { ...austrian.address, houseName: 'Villa' },
    });
    expect(data).not.toHaveProperty('companyName');
    expect(data).not.toHaveProperty('vatNumber');
    expect(data.address).not.toHaveProperty('houseName');
  });

  it('names every empty required field at once', () => {
    const empty = {
      ...austrian,
      firstName: '',
      birthday: '',
      email: '',
      confirmEmail: '',
      phone: '',
      address: { ...austrian.address, zip: '', region: '' },
    };
    expect(errorsOf(AT, empty)).toEqual([
      { field: 'firstName', code: 'required' },
      { field: 'birthday', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'confirmEmail', code: 'required' },
      { field: 'phone', code: 'required' },
      { field: 'address.zip', code: 'required' },
      { field: 'address.region', code: 'required' },
    ]);
  });
});

describe('personalSchema: birth date (SPEC §5, §9 minimum age 18)', () => {
  const today = '2026-05-15';
  it('takes someone on their 18th birthday, refuses them the day before', () => {
    expect(errorsOf(rulesOf(at, today), { ...austrian, birthday: '2008-05-15' })).toEqual([]);
    expect(errorsOf(rulesOf(at, today), { ...austrian, birthday: '2008-05-16' })).toEqual([{ field: 'birthday', code: 'too_young' }]);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(errorsOf(rulesOf(at, '2026-02-28'), { ...austrian, birthday: '2008-02-29' })).toEqual([
      { field: 'birthday', code: 'too_young' },
    ]);
    expect(errorsOf(rulesOf(at, '2026-03-01'), { ...austrian, birthday: '2008-02-29' })).toEqual([]);
  });

  it('refuses a day that is not in the calendar, or in the future', () => {
    expect(errorsOf(AT, { ...austrian, birthday: '1990-02-30' })).toEqual([{ field: 'birthday', code: 'invalid_date' }]);
    expect(errorsOf(AT, { ...austrian, birthday: '2027-01-01' })).toEqual([{ field: 'birthday', code: 'invalid_date' }]);
  });
});

describe('personalSchema: e-mail typed twice', () => {
  it('refuses two different addresses on the confirmation, with the other errors', () => {
    expect(errorsOf(AT, { ...austrian, confirmEmail: 'anna.hubr@example.at', lastName: '' })).toEqual([
      { field: 'lastName', code: 'required' },
      { field: 'confirmEmail', code: 'mismatch' },
    ]);
  });

  it('takes the same address in other capitals', () => {
    expect(errorsOf(AT, { ...austrian, confirmEmail: 'Anna.Huber@Example.AT' })).toEqual([]);
  });

  it('says an invalid address is invalid, not that the two differ', () => {
    expect(errorsOf(AT, { ...austrian, email: 'anna.huber', confirmEmail: 'anna.huber' })).toEqual([
      { field: 'email', code: 'invalid_format' },
    ]);
  });
});

describe('personalSchema: a company customer', () => {
  const company: PersonalFormValues = {
    ...austrian,
    customerType: 'COMPANY',
    companyName: 'Huber Installationen GmbH',
    registerNumber: 'FN 123456a',
    vatNumber: 'atu 1234 5678',
  };

  it('takes its name, register number and VAT number (as registers print it)', () => {
    expect(parse(AT, company)).toMatchObject({
      customerType: 'COMPANY',
      companyName: 'Huber Installationen GmbH',
      registerNumber: 'FN 123456a',
      vatNumber: 'ATU12345678',
    });
  });

  it('needs all three', () => {
    expect(errorsOf(AT, { ...company, companyName: ' ', registerNumber: '', vatNumber: '' })).toEqual([
      { field: 'companyName', code: 'required' },
      { field: 'registerNumber', code: 'required' },
      { field: 'vatNumber', code: 'required' },
    ]);
  });

  it('takes a name of 60 characters, not of 61', () => {
    expect(errorsOf(AT, { ...company, companyName: 'A'.repeat(60) })).toEqual([]);
    expect(errorsOf(AT, { ...company, companyName: 'A'.repeat(61) })).toEqual([{ field: 'companyName', code: 'too_long' }]);
  });

  it("checks the VAT number with the market's pattern", () => {
    expect(errorsOf(AT, { ...company, vatNumber: 'ATU1234567' })).toEqual([{ field: 'vatNumber', code: 'invalid_format' }]);
    expect(errorsOf(AT, { ...company, vatNumber: 'GB 123 4567 89' })).toEqual([{ field: 'vatNumber', code: 'invalid_format' }]);
    expect(
      parse(UK, { ...british, ...company, address: british.address, phone: british.phone, vatNumber: 'GB 123 4567 89' }),
    ).toMatchObject({ vatNumber: 'GB123456789' });
  });

  it('needs a customer type of the two', () => {
    expect(errorsOf(AT, { ...austrian, customerType: 'GOVERNMENT' })).toEqual([{ field: 'customerType', code: 'required' }]);
  });
});

describe("personalSchema: the market's postal code, phone and regions", () => {
  it('takes an Austrian postal code in Austria only, a British one in the UK only', () => {
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, zip: '10700' } })).toEqual([
      { field: 'address.zip', code: 'invalid_format' },
    ]);
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, zip: 'M1 1AE' } })).toEqual([
      { field: 'address.zip', code: 'invalid_format' },
    ]);
    expect(errorsOf(UK, { ...british, address: { ...british.address, zip: 'SW1A 1AA' } })).toEqual([]);
    expect(errorsOf(UK, { ...british, address: { ...british.address, zip: '1070' } })).toEqual([
      { field: 'address.zip', code: 'invalid_format' },
    ]);
  });

  it("takes the market's mobile and landline numbers for the phone and the call-back number", () => {
    expect(errorsOf(AT, { ...austrian, phone: '01 890 6600', callbackNumber: '+43 676 12345678' })).toEqual([]);
    expect(errorsOf(AT, { ...austrian, phone: '+44 7700 900123', callbackNumber: '12' })).toEqual([
      { field: 'phone', code: 'invalid_format' },
      { field: 'callbackNumber', code: 'invalid_format' },
    ]);
    expect(errorsOf(UK, { ...british, phone: '0664 1234567' })).toEqual([{ field: 'phone', code: 'invalid_format' }]);
  });

  it('needs one of the regions of /config/countries/regions', () => {
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, region: 'NÖ' } })).toEqual([]);
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, region: 'ENG' } })).toEqual([
      { field: 'address.region', code: 'invalid_format' },
    ]);
  });

  it('asks for no region where the market has none', () => {
    const data = parse({ ...AT, regions: [] }, { ...austrian, address: { ...austrian.address, region: '' } });
    expect(data.address).not.toHaveProperty('region');
  });

  it('takes a house number that starts with a digit', () => {
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, houseNumber: '12a' } })).toEqual([]);
    expect(errorsOf(AT, { ...austrian, address: { ...austrian.address, houseNumber: 'a12' } })).toEqual([
      { field: 'address.houseNumber', code: 'invalid_format' },
    ]);
  });
});

describe('personalSchema: another delivery address', () => {
  const elsewhere = { name: 'Maria Huber', street: 'Hauptplatz', houseNumber: '1', zip: '8010', city: 'Graz' };

  it('is taken when ticked, and checked like the address', () => {
    expect(parse(AT, { ...austrian, otherDelivery: true, deliveryAddress: elsewhere }).deliveryAddress).toEqual(elsewhere);
    expect(errorsOf(AT, { ...austrian, otherDelivery: true, deliveryAddress: { ...elsewhere, name: '', zip: '801' } })).toEqual([
      { field: 'deliveryAddress.name', code: 'required' },
      { field: 'deliveryAddress.zip', code: 'invalid_format' },
    ]);
  });

  it('is left out when not ticked, whatever its fields still hold', () => {
    expect(parse(AT, { ...austrian, otherDelivery: false, deliveryAddress: { ...elsewhere, zip: 'x' } })).not.toHaveProperty(
      'deliveryAddress',
    );
  });

  it('reads a form posted without JavaScript: dotted names, a ticked box as "on", empty fields', () => {
    const { address, deliveryAddress, otherDelivery: _, ...flat } = austrian;
    const form = {
      ...flat,
      ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])),
      ...Object.fromEntries(Object.entries(deliveryAddress).map(([key, value]) => [`deliveryAddress.${key}`, value])),
    };
    expect(parse(AT, form)).toEqual(parse(AT, austrian));
    const ticked = {
      ...form,
      otherDelivery: 'on',
      ...Object.fromEntries(Object.entries(elsewhere).map(([key, value]) => [`deliveryAddress.${key}`, value])),
    };
    expect(parse(AT, ticked).deliveryAddress).toEqual(elsewhere);
  });
});

describe('personalFault: the content API refusals on the form', () => {
  it('puts a personal-info or address field on the form field, with the code of its message', () => {
    expect(personalFault({ field: 'personalInfo.email', code: 'invalid_email' })).toEqual({ name: 'email', code: 'invalid_format' });
    expect(personalFault({ field: 'personalInfo.confirmEmail', code: 'emails_do_not_match' })).toEqual({
      name: 'confirmEmail',
      code: 'mismatch',
    });
    expect(personalFault({ field: 'address.zip', code: 'invalid' })).toEqual({ name: 'address.zip', code: 'invalid' });
  });

  it('has no field for the address’s country', () => {
    expect(personalFault({ field: 'address.country', code: 'invalid' })).toBeUndefined();
  });
});
