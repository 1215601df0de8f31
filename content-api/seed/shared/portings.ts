/**
 * The demo customers' portings of every market (GET /portings/mobile, /portings/fixedline), one of
 * each state a screen shows. The private customer (x0000001): P1 OPEN and not yet signed, P2 FAILED
 * with WRONG_NAME (the old contract has the full first name, the porting only the initial: correct
 * it, then re-present), P3 FINISHED; a fixed-line porting waiting for the customer's confirmation
 * (not at the camp site, which sells no fixed line).
 * The company (x0000002): P1 OPEN, signed and pre-validated (the sandbox may move it to
 * READY_FOR_PROCESSING), P2 IN_PROCESS. Dates are seed days, resolved on the sandbox clock's today.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedMobilePortingData, SeedPorting } from '../types';

type Person = { firstname: string; lastname: string; birthDay: string; companyName?: string };

/** A market's demo data: the two customers' numbers and names, the numbers they port, the providers and tariffs. */
type MarketPortings = {
  prefix: string;
  private: Person;
  company: Person;
  /** Five mobile numbers being ported (private P1–P3, company P1–P2) and a landline. */
  numbers: [string, string, string, string, string];
  landline: string;
  /** A network (all contract types) and a prepaid brand of the market's providers. */
  network: string;
  prepaid: string;
  tariff: string;
  businessTariff: string;
  /** The fixed-line tariff of the private customer's landline porting; none where no fixed line is sold. */
  fixedLineTariff: string | undefined;
};

const MARKETS: Record<MarketCode, MarketPortings> = {
  AT: {
    prefix: '1',
    private: { firstname: 'Katharina', lastname: 'Gruber', birthDay: '1988-04-17' },
    company: { firstname: 'Florian', lastname: 'Huber', birthDay: '1979-09-02', companyName: 'Huber Installationen GmbH' },
    numbers: ['+43 676 5550101', '+43 676 5550102', '+43 650 5550103', '+43 664 5550201', '+43 664 5550202'],
    landline: '+43 1 5550101',
    network: 'a1',
    prepaid: 'hot',
    tariff: 'Mobil M',
    businessTariff: 'Business M',
    fixedLineTariff: 'Glasfaser 300',
  },
  DE: {
    prefix: '2',
    private: { firstname: 'Julia', lastname: 'Schneider', birthDay: '1991-06-23' },
    company: { firstname: 'Markus', lastname: 'Becker', birthDay: '1975-02-11', companyName: 'Becker Haustechnik GmbH' },
    numbers: ['+49 160 5550101', '+49 160 5550102', '+49 176 5550103', '+49 171 5550201', '+49 171 5550202'],
    landline: '+49 30 5550101',
    network: 'telekom-de',
    prepaid: 'aldi-talk',
    tariff: 'Smart L',
    businessTariff: 'Business Flat M',
    fixedLineTariff: 'DSL 100',
  },
  CH: {
    prefix: '3',
    private: { firstname: 'Laura', lastname: 'Brunner', birthDay: '1985-11-30' },
    company: { firstname: 'Sandrine', lastname: 'Favre', birthDay: '1982-03-14', companyName: 'Alpenblick Treuhand AG' },
    numbers: ['+41 78 5550101', '+41 78 5550102', '+41 76 5550103', '+41 79 5550301', '+41 79 5550302'],
    landline: '+41 44 5550102',
    network: 'swisscom',
    prepaid: 'coop-mobile',
    tariff: 'Mobile M',
    businessTariff: 'Business Basic',
    fixedLineTariff: 'Home Fibre 1000',
  },
  UK: {
    prefix: '4',
    private: { firstname: 'Oliver', lastname: 'Bennett', birthDay: '1990-08-05' },
    company: { firstname: 'Priya', lastname: 'Shah', birthDay: '1984-01-19', companyName: 'Harrow & Finch Joinery Ltd' },
    numbers: ['+44 7700 900301', '+44 7700 900302', '+44 7700 900303', '+44 7700 900401', '+44 7700 900402'],
    landline: '+44 20 7946 0301',
    network: 'ee',
    prepaid: 'giffgaff',
    tariff: 'Everyday 30GB',
    businessTariff: 'Business 25GB',
    fixedLineTariff: 'Full Fibre 500',
  },
  IT: {
    prefix: '5',
    private: { firstname: 'Giulia', lastname: 'Rossi', birthDay: '1993-05-27' },
    company: { firstname: 'Marco', lastname: 'Ferri', birthDay: '1977-10-09', companyName: 'Ferri Impianti S.r.l.' },
    numbers: ['+39 347 5550301', '+39 347 5550302', '+39 348 5550303', '+39 335 5550401', '+39 335 5550402'],
    landline: '+39 02 55550301',
    network: 'tim',
    prepaid: 'ho-mobile',
    tariff: 'Giga 150 5G',
    businessTariff: 'Business 100',
    fixedLineTariff: 'Fibra 1 Giga',
  },
  CAMP: {
    prefix: '6',
    private: { firstname: 'Lukas', lastname: 'Moser', birthDay: '1996-07-12' },
    company: { firstname: 'Andrea', lastname: 'Steiner', birthDay: '1969-04-28', companyName: 'Camping Seeblick Steiner KG' },
    numbers: ['+43 676 5559101', '+43 676 5559102', '+43 650 5559103', '+43 664 5559201', '+43 664 5559202'],
    landline: '+43 4242 5559101',
    network: 'magenta',
    prepaid: 'hot',
    tariff: 'Saison L',
    businessTariff: 'Camping Business',
    // The camp site sells no fixed line: no fixed-line porting.
    fixedLineTariff: undefined,
  },
};

/** The demo portings of a market. */
export function demoPortingsFor(market: MarketCode): SeedPorting[] {
  const m = MARKETS[market];
  const privateNumber = `${m.prefix}0000001`;
  const companyNumber = `${m.prefix}0000002`;
  const data = (person: Person, phoneNumber: string, fields: Partial<SeedMobilePortingData>): SeedMobilePortingData => ({
    phoneNumber,
    tariffName: m.tariff,
    contractType: 'POSTPAID',
    ...person,
    previousProviderId: m.network,
    desiredPortingDate: '+14d',
    terminationType: 'IMMEDIATE',
    puk: '12345678',
    ...fields,
  });
  const business = { contractType: 'BUSINESS', tariffName: m.businessTariff, terminationType: 'END_OF_COMMITMENT' } as const;
  const initial = { ...m.private, firstname: `${m.private.firstname.charAt(0)}.` };
  return [
    {
      kind: 'MOBILE',
      phoneAccountId: `PA-${privateNumber}-P1`,
      customerNumber: privateNumber,
      data: data(m.private, m.numbers[0], {}),
      status: 'OPEN',
      isSigned: false,
      isPreValidated: true,
    },
    {
      kind: 'MOBILE',
      phoneAccountId: `PA-${privateNumber}-P2`,
      customerNumber: privateNumber,
      data: data(initial, m.numbers[1], { desiredPortingDate: '+21d' }),
      status: 'FAILED',
      reason: 'WRONG_NAME',
      isSigned: true,
      isPreValidated: false,
    },
    {
      kind: 'MOBILE',
      phoneAccountId: `PA-${privateNumber}-P3`,
      customerNumber: privateNumber,
      data: data(m.private, m.numbers[2], {
        contractType: 'PREPAID',
        previousProviderId: m.prepaid,
        desiredPortingDate: '-40d',
        puk: '87654321',
      }),
      status: 'FINISHED',
      isSigned: true,
      isPreValidated: true,
    },
    {
      kind: 'MOBILE',
      phoneAccountId: `PA-${companyNumber}-P1`,
      customerNumber: companyNumber,
      data: data(m.company, m.numbers[3], business),
      status: 'OPEN',
      isSigned: true,
      isPreValidated: true,
    },
    {
      kind: 'MOBILE',
      phoneAccountId: `PA-${companyNumber}-P2`,
      customerNumber: companyNumber,
      data: data(m.company, m.numbers[4], { ...business, desiredPortingDate: '+3d' }),
      status: 'IN_PROCESS',
      isSigned: true,
      isPreValidated: true,
    },
    ...(m.fixedLineTariff === undefined
      ? []
      : [
          {
            kind: 'FIXEDLINE' as const,
            phoneAccountId: `PA-${privateNumber}-F1`,
            customerNumber: privateNumber,
            fixedLineNumberPortingId: `FNP-${privateNumber}-1`,
            fixedLineEndpointId: `FLE-${privateNumber}-1`,
            billingTariffId: `BT-${privateNumber}-1`,
            phoneNumber: m.landline,
            tariffName: m.fixedLineTariff,
            state: 'OPEN' as const,
            portingDate: '+10d',
            isSignedByCustomer: false,
            isCustomerActionRequired: true,
          },
        ]),
  ];
}
