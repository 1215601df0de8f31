import { DEFAULT_RATES, ROAMING_LIMIT_RECOMMENDATION, THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, money, vatRate, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = {
  payment: string;
  priceChange: string;
  porting: string;
  withdrawal: string[];
  withdrawalHeading?: string;
  liability?: string;
  law: string;
  disputes: string;
};

const EU_PRICE_CHANGE =
  'If we raise prices in any way not already agreed in the contract, we tell you at least one month in advance. You may then terminate the contract free of charge with effect from the date the change takes effect.';

const eu14 = (basis: string) => [
  `If you are a consumer and have ordered online or by phone, you can withdraw from the contract within 14 days without giving any reason (${basis}). The period starts on the day the contract is concluded; for devices, on the day you or a person you named receives them.`,
];

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    payment:
      'You can pay by credit card, SEPA direct debit, EPS online banking transfer or on invoice; devices can also be paid in up to 24 interest-free monthly instalments through our financing partner.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'To find out the costs and remaining term of your old contract, send an SMS to 503 from your old SIM; to consent to the porting, send an SMS to 499. Porting is carried out on the agreed working day.',
    withdrawal: eu14('section 11 of the Austrian Distance and Off-Premises Contracts Act, FAGG'),
    law: 'Austrian law applies, excluding its conflict-of-law rules and the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, you keep the protection of the mandatory law of the country where you live, and you can only be sued at the court of your place of residence.',
    disputes:
      'You can have a dispute about billing or the quality of service settled out of court by the conciliation body of RTR once you have raised it with us without success.',
  },
  DE: {
    payment:
      'You can pay by credit card, SEPA direct debit or on invoice; devices can also be paid in up to 24 interest-free monthly instalments through our financing partner.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'Under the German Telecommunications Act (TKG) you can take your number with you at any time, even before your old contract ends; your old contract then continues unchanged until its end without the number. An interruption of the service must not last longer than one working day.',
    withdrawal: eu14('sections 312g and 355 of the German Civil Code, BGB'),
    liability:
      'For financial losses not caused intentionally, our liability as a provider of publicly available telecommunications services is limited to EUR 12,500 per end user (section 70 TKG).',
    law: 'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, you keep the protection of the mandatory law of the country where you live.',
    disputes:
      'You can ask the consumer conciliation body for telecommunications of the Bundesnetzagentur to start a conciliation procedure if we cannot settle a dispute with you (section 68 TKG). We take part in such procedures.',
  },
  CH: {
    payment:
      'You can pay by credit card, TWINT or on invoice with a QR-bill; devices can also be paid in up to 24 interest-free monthly instalments through our financing partner.',
    priceChange:
      'If we raise prices, we tell you at least one month in advance. You may then terminate the affected services free of charge with effect from the date the change takes effect.',
    porting:
      'Porting is carried out on the agreed working day; please do not terminate your old contract yourself, as your previous provider terminates it when the number is ported.',
    withdrawal: [
      'Swiss law does not provide a general right of withdrawal for contracts concluded online. We nevertheless grant consumers a voluntary right of withdrawal of 14 days on the same terms as in the EU: the period starts on the day the contract is concluded; for devices, on the day you receive them.',
    ],
    law: 'Swiss law applies, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction is Zurich; as a consumer, you can also sue at the court of your place of residence.',
    disputes:
      'If we cannot resolve a complaint together, you can turn to ombudscom, the conciliation body for telecommunications recognised by OFCOM.',
  },
  UK: {
    payment:
      'You can pay by debit or credit card or by Direct Debit; devices can also be paid in up to 24 interest-free monthly instalments through our credit partner, subject to status.',
    priceChange:
      'Any price rises during your contract are set out in pounds and pence before you sign up. If we change your prices in any other way, we tell you at least one month in advance and you may leave your contract within 30 days of our notice without paying a termination charge.',
    porting:
      'To bring your number to us, text PAC to 65075 from your current phone and give us the Porting Authorisation Code (PAC) with your order. To leave us, text PAC (to keep your number) or STAC (to give it up) to 65075 or 75075 respectively; your new provider arranges the switch. Switching is completed within one working day.',
    withdrawal: [
      'If you are a consumer and have ordered online or by phone, you can cancel the contract within 14 days without giving any reason (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013). The period starts on the day the contract is concluded; for devices, on the day you receive them.',
    ],
    withdrawalHeading: 'Your right to cancel',
    liability:
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, such as your rights under the Consumer Rights Act 2015.',
    law: 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts, and the mandatory consumer law of your home country applies.',
    disputes:
      'If you are not happy with how we handled your complaint, or it is still unresolved after eight weeks, you can take it to the Communications Ombudsman free of charge. We will send you a letter confirming this when we close your complaint.',
  },
  IT: {
    payment:
      'You can pay by credit card, SEPA direct debit or on invoice; devices can also be paid in up to 24 interest-free monthly instalments through our financing partner.',
    priceChange:
      'If we change the contractual conditions, including prices, we tell you at least 30 days in advance. You may then withdraw from the contract or switch to another provider free of charge until the change takes effect.',
    porting:
      'For porting we need the serial number (ICCID) of the SIM card of your previous provider. On request, your remaining prepaid credit is transferred to us.',
    withdrawal: eu14('articles 52 to 59 of the Italian Consumer Code, Legislative Decree 206/2005'),
    law: 'Italian law applies. If you are a consumer, the court of your place of residence or domicile has jurisdiction.',
    disputes:
      'Before going to court, you must first attempt conciliation, which is free of charge and handled online through the ConciliaWeb platform of AGCOM and the regional CORECOM.',
  },
};

/** Terms and conditions in English. */
export function termsEn(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const price = (amount: number) => money(marketCode, 'en', amount);
  const unitPrice = (amount: number) => money(marketCode, 'en', amount, { unitRate: true });
  return {
    title: `Terms and conditions of ${company.name}`,
    intro:
      'These terms apply to every contract for mobile, internet and fibre services and for devices that you conclude with us in our web shop, in our app or by phone. We have written them in plain language; where the law gives you more rights, those rights take precedence.',
    sections: [
      {
        id: 'contract',
        heading: 'Your contract with us',
        paragraphs: [
          `Your contract partner is ${company.name}, ${company.address.en} (“we”). We provide mobile services (postpaid tariffs, prepaid value cards and business tariffs), home internet over DSL and fibre, IP TV and the devices we sell with them.`,
          'Before you order, we show you a contract summary with the main features, the prices and the term of the tariff; you can also download it as a PDF from each tariff page. The contract is concluded when we confirm your order by e-mail, or at the latest when we activate your SIM card, eSIM or connection.',
          'You must be at least 18 years old and give correct details. Where the law requires it, or to protect you and us against fraud, we verify your identity, for example with a national digital ID, a bank login or a photo of your ID document. Some offers are available to new customers only; this is stated with the offer.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices and billing',
        paragraphs: [
          `Prices for consumers include VAT at the statutory rate (currently ${vatRate(marketCode, 'en')} %). Prices for business customers are shown without VAT, which is added on the invoice.`,
          'There is no activation fee. If a tariff has a minimum term, it is stated with the tariff. The billing period is the calendar month. In your first month, the basic fee and the included units are calculated pro rata from the day of activation. The basic fee is billed in advance; usage beyond the included units is billed in arrears.',
          'Prepaid value cards are charged from your balance every 30 days. If your balance does not cover the fee, the tariff pauses until you top up.',
          m.payment,
          'Your invoice is available free of charge as a PDF in the customer area, together with an itemised bill on request. Please raise any objection to an invoice within three months of receiving it.',
          m.priceChange,
        ],
      },
      {
        id: 'activation',
        heading: 'SIM card and eSIM',
        paragraphs: [
          'We send your SIM card by post. An eSIM is provided as a QR code together with a 6-digit activation code, which you also find in the customer area. Keep your PIN and your 8-digit PUK safe.',
          'Please activate your SIM card or eSIM within 6 months of your order. Billing starts on activation, and at the latest 6 months after your order, even if you have not activated the SIM by then.',
          'If your SIM card is lost or stolen, block it straight away in the customer area or through our service line; you are not liable for charges incurred after you told us. A blocked SIM card can only be reactivated by our customer service. A replacement SIM card or a new eSIM profile is charged as shown in the fees table.',
          '5G, VoLTE and WiFi calling are available where your tariff includes them and your device supports them.',
        ],
      },
      {
        id: 'tariff-change',
        heading: 'Changing your tariff',
        paragraphs: [
          'You can change to another tariff of the same kind (postpaid, prepaid or business) free of charge once per calendar month in the customer area.',
          'The new tariff applies from the start of the next billing period. Included units you have not used do not carry over to the new tariff, unless your tariff includes data rollover.',
        ],
      },
      {
        id: 'cost-limits',
        heading: 'Cost limits and cost control',
        paragraphs: [
          `Unless your tariff sets other prices, usage beyond your included units is charged at ${unitPrice(DEFAULT_RATES.perMb)} per MB of data and ${unitPrice(DEFAULT_RATES.perMinute)} per minute and per SMS.`,
          'In the customer area you can set a cost limit for each SIM card. A cost limit of 0 means that nothing can be used beyond your included units. With a limit above 0, usage beyond the included units is charged up to that amount.',
          `When you reach the limit, your data speed is reduced to ${THROTTLED_SPEED_KBITS} kbit/s and chargeable calls and SMS are blocked until the next billing period starts or you raise the limit. We let you know by SMS when you reach 80 % and 100 % of your limit.`,
          `For roaming in countries where the allowances of your tariff do not apply, we recommend a cost limit of ${price(ROAMING_LIMIT_RECOMMENDATION)}.`,
        ],
      },
      {
        id: 'porting',
        heading: 'Taking your number with you',
        paragraphs: [
          'You can keep your mobile number when you switch to us and when you leave us. We do not charge for porting.',
          `We carry out the porting early in the morning of the agreed day. Your number is reachable on our network by 8:00 at the latest; until then, your old SIM card may still work. ${m.porting}`,
          'If the porting fails because your details do not match your old contract (for example your name or the contract type), we contact you so that you can correct them or choose another date.',
        ],
      },
      {
        id: 'termination',
        heading: 'Term and termination',
        paragraphs: [
          'Mobile tariffs may have a minimum term of 12 or 24 months, which is stated with the tariff. You can terminate a mobile tariff at any time with one month’s notice to the end of a billing period, in the customer area, by e-mail or by letter; a tariff with a minimum term ends when that term ends at the earliest.',
          'Internet and fibre tariffs may have a minimum term of 12 or 24 months, which is shown with the tariff. After the minimum term, the contract continues indefinitely and you can terminate it at any time with one month’s notice.',
          'We may terminate the contract with one month’s notice, and without notice for good cause, in particular if you are in arrears with at least two monthly basic fees after a reminder giving you two weeks to pay, or if you misuse the services.',
          'After termination we refund any remaining prepaid credit on request. Your number stays active until the contract ends; if you want to keep it, port it to your new provider before then.',
        ],
      },
      {
        id: 'withdrawal',
        heading: m.withdrawalHeading ?? 'Right of withdrawal',
        paragraphs: [
          ...m.withdrawal,
          `To exercise this right, tell ${company.name}, ${company.address.en}, of your decision by a clear statement, for example by letter or e-mail. You can use the model form in the withdrawal information, but you do not have to. It is enough to send your statement before the period ends.`,
          'We refund all payments we received from you, including standard delivery costs, within 14 days, using the same means of payment. Please return devices within 14 days; we bear the cost of return. If you asked us to start the service during the withdrawal period, you pay an amount in proportion to the service provided until you told us of your decision.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We are liable without limitation for damage we cause intentionally or through gross negligence and for personal injury. For slight negligence we are liable only if we breach an essential contractual obligation, and only for the typical, foreseeable damage. Liability under product liability law and other mandatory statutory provisions remains unaffected.',
          ...(m.liability ? [m.liability] : []),
          'Please keep your passwords, PIN and PUK secret. You are responsible for the use of your SIM card by people to whom you give it.',
        ],
      },
      {
        id: 'data-protection',
        heading: 'Data protection',
        paragraphs: [
          'We process your personal data to perform the contract, for billing and where the law requires it. We keep traffic data for 6 months, unless we need it longer to settle an objection to an invoice. Our privacy policy explains the details and your rights.',
        ],
      },
      {
        id: 'final',
        heading: 'Final provisions',
        paragraphs: [
          m.law,
          `${m.disputes} Contact: ${company.disputeBody.name.en}, ${company.disputeBody.address}, ${company.disputeBody.url}.`,
          'We may change these terms where this is necessary, for example because the law changes. We tell you about any change at least one month in advance; if it is not solely to your benefit, you may terminate the contract free of charge before it takes effect.',
          'Should a provision of these terms be invalid, the remaining provisions remain in force.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        paragraphs: [
          'In addition to the prices of your tariff, the following one-off fees apply. We charge them only when you ask for the service or cause the cost; you are free to show that no cost or a lower cost was incurred. Prices for consumers include VAT; business customers pay VAT on top.',
        ],
      },
    ],
  };
}
