import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = {
  /** The data protection laws we follow. */
  laws: string;
  /** How the legal bases are named in this market. */
  bases: { contract: string; law: string; interest: string; consent: string };
  /** Where the law on cookies and similar technologies is. */
  cookieLaw: string;
  /** Retention of contract and billing records. */
  records: string;
  /** Transfers outside the market's data protection area. */
  transfers: string;
};

const GDPR = {
  contract: 'Art. 6(1)(b) GDPR',
  law: 'Art. 6(1)(c) GDPR',
  interest: 'Art. 6(1)(f) GDPR',
  consent: 'Art. 6(1)(a) GDPR',
};

const EEA_TRANSFERS =
  'We process your data within the European Economic Area wherever possible. Where a service provider processes data outside it, we make sure an adequate level of protection is in place, through an adequacy decision of the European Commission or standard contractual clauses.';

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    laws: 'the General Data Protection Regulation (GDPR), the Austrian Data Protection Act (DSG) and the Telecommunications Act 2021 (TKG 2021)',
    bases: GDPR,
    cookieLaw: 'section 165(3) TKG 2021',
    records:
      'Contract and billing records are kept until the end of the contract and then for 7 years, as tax law requires (section 132 of the Federal Fiscal Code, BAO).',
    transfers: EEA_TRANSFERS,
  },
  DE: {
    laws: 'the General Data Protection Regulation (GDPR), the Federal Data Protection Act (BDSG), the Telecommunications Act (TKG) and the Telecommunications Digital Services Data Protection Act (TDDDG)',
    bases: GDPR,
    cookieLaw: 'section 25 TDDDG',
    records:
      'Contract and billing records are kept until the end of the contract and then for up to 10 years, as commercial and tax law requires (section 257 HGB, section 147 AO).',
    transfers: EEA_TRANSFERS,
  },
  CH: {
    laws: 'the Federal Act on Data Protection (FADP) and the Telecommunications Act (TCA); where we offer services to people in the EU, also the General Data Protection Regulation (GDPR)',
    bases: {
      contract: 'performance of the contract',
      law: 'legal obligation',
      interest: 'overriding legitimate interest',
      consent: 'consent',
    },
    cookieLaw: 'art. 45c TCA',
    records:
      'Contract and billing records are kept until the end of the contract and then for 10 years, as the Code of Obligations requires (art. 958f CO).',
    transfers:
      'We process your data in Switzerland and the European Economic Area wherever possible. Where a service provider processes data in a country without adequate data protection according to the Federal Council, we agree standard contractual clauses with it.',
  },
  UK: {
    laws: 'the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations 2003 (PECR)',
    bases: {
      contract: 'Art. 6(1)(b) UK GDPR',
      law: 'Art. 6(1)(c) UK GDPR',
      interest: 'Art. 6(1)(f) UK GDPR',
      consent: 'Art. 6(1)(a) UK GDPR',
    },
    cookieLaw: 'regulation 6 PECR',
    records:
      'Contract and billing records are kept until the end of the contract and then for 6 years, as tax law and the limitation period for claims require.',
    transfers:
      'We process your data in the United Kingdom and the European Economic Area wherever possible. Where a service provider processes data elsewhere, we rely on UK adequacy regulations or the International Data Transfer Agreement.',
  },
  IT: {
    laws: 'the General Data Protection Regulation (GDPR) and the Italian Personal Data Protection Code (Legislative Decree 196/2003)',
    bases: GDPR,
    cookieLaw: 'art. 122 of the Personal Data Protection Code',
    records:
      'Contract and billing records are kept until the end of the contract and then for 10 years, as the Civil Code requires (art. 2220 c.c.).',
    transfers: EEA_TRANSFERS,
  },
};

/** Privacy policy in English. */
export function privacyEn(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const dpa = company.dataProtectionAuthority;
  return {
    title: 'Privacy policy',
    intro: `This policy explains which personal data ${company.name} processes when you visit our website, order from us and use our services, why we do so, and which rights you have. We follow ${m.laws}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible',
        paragraphs: [
          `The controller is ${company.name}, ${company.address.en}. You can reach our data protection officer at ${company.privacyEmail} or by post at the same address, marked “Data protection officer”.`,
        ],
      },
      {
        id: 'data',
        heading: 'Data we process',
        paragraphs: ['We process only the data we need for the purposes described below:'],
        list: [
          'Contract data: name, address, date of birth, e-mail address, phone number, customer number; for business customers also the company name and VAT number.',
          'Identification data: type and number of your ID document and the result of the identity check, where the law requires an identity check.',
          'Payment data: IBAN or payment card (card numbers are processed only by our payment provider), payment history and reminders.',
          'Traffic data: numbers called, date, time and duration of calls, SMS sent, data volume and roaming usage, as needed for billing.',
          'Location data: only as far as needed to connect your calls and data sessions and to pass your location to emergency services.',
          'Website and app data: IP address, browser, pages visited and the cookies described below.',
          'Contact requests: your message and the contact details you give us.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Purposes and legal bases',
        paragraphs: ['We use your data for these purposes, each on the legal basis named:'],
        list: [
          `Providing our services, delivering devices, porting numbers and customer service (${m.bases.contract}).`,
          `Billing, accounting and keeping records that tax and telecommunications law require, including identity checks required by law (${m.bases.law}).`,
          `Preventing fraud and misuse, keeping our network and website secure and clearing faults (${m.bases.interest}).`,
          `Telling you about our own similar products by e-mail or SMS, unless you have objected (${m.bases.interest}); any other marketing only with your consent (${m.bases.consent}).`,
          `Visitor statistics with Matomo, only if you have agreed in the cookie settings (${m.bases.consent}; ${m.cookieLaw}).`,
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep your data',
        paragraphs: [
          'We delete your data as soon as we no longer need it for the purpose it was collected for and no law requires us to keep it:',
        ],
        list: [
          'Contact requests: 6 months after we have dealt with your request.',
          'Traffic data: 6 months after the end of the billing period; longer only while an objection to an invoice is being settled.',
          m.records,
          'Website server logs: 14 days.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who receives your data',
        paragraphs: ['We never sell your data. We pass it on only as far as needed for the purposes above, to:'],
        list: [
          'delivery companies, for sending SIM cards and devices;',
          'payment providers and our financing partner, for payments and instalment purchases;',
          'identity verification providers, for the identity check;',
          'other network operators, for porting, connecting calls and roaming;',
          'IT service providers who host and maintain our systems on our behalf and under our instructions;',
          'debt collection agencies, for overdue claims;',
          'courts and authorities, where the law obliges us to do so.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfers abroad',
        paragraphs: [m.transfers],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Our website uses only the cookies needed for it to work, such as your login and your cart. Statistics cookies are set only after you have agreed in the cookie settings; you can withdraw your consent there at any time. We do not use marketing cookies. The table lists every cookie the website sets.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          `You can exercise these rights free of charge by writing to ${company.privacyEmail}. To protect your data, we may ask you to prove your identity.`,
        ],
        list: [
          'to get access to the data we hold about you and a copy of it;',
          'to have incorrect data corrected and incomplete data completed;',
          'to have your data deleted or its processing restricted;',
          'to receive the data you gave us in a machine-readable format (data portability);',
          'to object to processing based on our legitimate interests, and to direct marketing at any time;',
          'to withdraw a consent at any time, with effect for the future.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Right to complain',
        paragraphs: [
          `If you believe that we process your data unlawfully, please tell us first so that we can put it right. You also have the right to lodge a complaint with the data protection authority: ${dpa.name.en}, ${dpa.address}, ${dpa.url}.`,
        ],
      },
    ],
  };
}
