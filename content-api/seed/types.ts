/**
 * Shapes of the reference API's seed data. Seed records are the wire shapes of
 * lib/platform/content-api/schemas with every visible text localised (L); the API picks the language from
 * Accept-Language and falls back to English. Validity windows (validFrom/validTo, ISO dates) decide what
 * a read sees on a given day (today, or the previewdate).
 */
import type {
  AdditionalPackage,
  Customer,
  CustomerProduct,
  DeliveryMethod,
  DeviceModel,
  EpsBank,
  FaqGroup,
  FaqQuestion,
  FixedLineAddress,
  FixedLineConnection,
  FixedLinePorting,
  FixedLineSupplier,
  FixedLineTariff,
  FoundSupplier,
  GoogleReviews,
  InvoiceDelivery,
  InvoiceStatus,
  Mandant,
  MapsConfig,
  NetworkDeviceModel,
  PaymentMethodName,
  PickupPoint,
  PaymentCart,
  MobilePorting,
  MobilePortingStatus,
  PortingFailureReason,
  PortingProvider,
  RechargeMethod,
  Region,
  SetupFee,
  Shop,
  SimType,
  SpecialDeal,
  Tariff,
  UserFeature,
} from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';

/** A text in the languages of the markets; `en` is required and the fallback. */
export type L = { en: string; de?: string; fr?: string; it?: string };

/**
 * A day: an ISO date ("2026-12-01") or a day relative to the sandbox clock's today ("+30d", "-3d"),
 * resolved at read time so that "future" and "expired" records stay so whenever the seed is read.
 */
export type SeedDay = string;

export type Window = {
  /** First day the record is visible (inclusive). */
  validFrom?: SeedDay;
  /** Last day the record is visible (inclusive); for deals also the wire's validUntil (end of that day). */
  validTo?: SeedDay;
};

export type SeedDeal = Omit<SpecialDeal, 'specialDealText' | 'validUntil'> & {
  /** Localised label, or a plain value (a former price "24.90", a colour "#c2185b"). */
  specialDealText?: L | string;
} & Window;

export type SeedTariff = Omit<
  Tariff,
  | 'bonusDescription'
  | 'billPeriodTranslation'
  | 'billPeriodTranslationShort'
  | 'billPeriodAdditionalDescription'
  | 'tariffDescription'
  | 'tariffDescriptionParts'
  | 'specialDeals'
  | 'setupFee'
  | 'legalDocument'
> & {
  group: L;
  bonusDescription?: L;
  billPeriodTranslation: L;
  billPeriodTranslationShort: L;
  billPeriodAdditionalDescription?: L;
  tariffDescription: L;
  tariffDescriptionParts: L[];
  specialDeals: SeedDeal[];
  setupFee?: Omit<SetupFee, 'description'> & { description: L };
  legalDocument?: { name: L; url: string };
} & Window;

type LocalisedDevice<T extends DeviceModel> = Omit<T, 'descriptionHtml' | 'colorName' | 'specialDeals'> & {
  descriptionHtml: L;
  colorName: L;
  specialDeals: SeedDeal[];
} & Window;

export type SeedDevice = LocalisedDevice<DeviceModel>;
export type SeedNetworkDevice = LocalisedDevice<NetworkDeviceModel>;
/** A connection is named by its kind and building, in the page's language (a phone by its brand's name). */
export type SeedConnection = Omit<LocalisedDevice<FixedLineConnection>, 'displayName'> & { displayName: L };

export type SeedDeviceGroup<T = SeedDevice> = { groupName: string; models: T[] };

export type SeedFixedLineTariff = Omit<
  FixedLineTariff,
  'billPeriodTranslation' | 'additionalPackages' | 'specialDeals' | 'legalDocument'
> & {
  billPeriodTranslation: L;
  additionalPackages: (Omit<AdditionalPackage, 'name' | 'description'> & { name: L; description: L })[];
  specialDeals: SeedDeal[];
  legalDocument?: { name: L; url: string };
} & Window;

/** A network supplier of the availability check (SPEC §3 Supplier without its products). */
export type SeedSupplier = Pick<FixedLineSupplier, 'name' | 'displayName' | 'lineType' | 'isOrderAllowed'>;

/** A line reaching an address: its supplier (by name), line type and fastest download. */
type SeedLine = Pick<FoundSupplier, 'lineType' | 'maxDownload'> & { supplier: string };

/**
 * An address the availability check knows: the lines that reach it now, and a planned fibre build
 * (SPEC §9: building starts once 40 % of the area's addresses ordered).
 */
export type SeedAddress = Omit<FixedLineAddress, 'countryId'> & {
  lines: SeedLine[];
  planned?: SeedLine & { orderedPercent: number };
};

export type SeedFixedLineAvailability = { suppliers: SeedSupplier[]; addresses: SeedAddress[] };

export type SeedFaqGroup = Omit<FaqGroup, 'name' | 'questions'> & {
  name: L;
  questions: (Omit<FaqQuestion, 'question' | 'answer'> & { question: L; answer: L })[];
};

/** A shop or camp service point (GET /shops) with its accessibility notes localised. */
export type SeedShop = Omit<Shop, 'accessibility'> & { accessibility: L[] };

/**
 * How much a SIM line uses in a whole month at home (varied a little from month to month), and the
 * trip abroad it is on: the last `days` days of the current bill period, up to today, in the EU.
 * Data in GB, calls in minutes, SMS in messages. A `steady` trip uses the same amounts every day, so
 * that its share of the EU roaming allowance is the same whatever the day (a demo of the 80 % warning).
 */
export type SeedUsageProfile = {
  dataGb: number;
  minutes: number;
  sms: number;
  trip?: { country: string; days: number; dataGb: number; minutes: number; sms: number; steady?: true };
};

/**
 * A customer's product as the seed holds it: the wire's fields (GET /customerarea/products parses
 * them out) and what the customer area reads about the line besides.
 */
export type SeedCustomerProduct = CustomerProduct & {
  /** A SIM line's card: a physical card or an eSIM, with the ICCID printed on it (19 digits and a Luhn digit). */
  sim?: { type: SimType; iccid: string };
  /** The catalogue item the product was sold as: a tariffModelSalesId (SIM, fixed line) or a deviceModelSaleId (device). */
  catalogueId: string;
  /**
   * Calendar months before the sandbox clock's month the contract started (billing from then on); 0 is
   * this month: the line was activated six days before today, or on the 1st if today is earlier.
   */
  startedMonthsAgo: number;
  /** SIM lines: their usage (absent: the line is not used). */
  usage?: SeedUsageProfile;
  /**
   * SIM lines: the cost limit per bill period (SPEC §4): charges beyond the included units stop there
   * and data is throttled; absent: charges are not limited.
   */
  costLimit?: number;
  /** Prepaid lines: the credit on the value card, in the market's currency. */
  prepaidBalance?: number;
};

/** SPEC §3 Customer: the personal data beyond names and number; company fields for company customers. */
export type SeedPersonalData = Omit<Customer, CustomerHead | 'pendingEMail'>;

/** The customer's number, names and company: the seed customer's own fields. */
type CustomerHead = 'customerNumber' | 'firstName' | 'lastName' | 'isCompany' | 'companyName';

/** SPEC §4 Invoice states an invoice may stay in while it is not paid. */
export type UnpaidInvoiceStatus = Extract<InvoiceStatus, 'OPEN' | 'APPROVED' | 'IN_PROGRESS' | 'PARTIAL_PAID'>;

/**
 * How a customer's monthly invoices are delivered, and the invoices not (fully) paid (the method that
 * pays them is the account's: seed/shared/customer-payment.ts), by months before the clock's month (1 = last month's invoice);
 * every other invoice is PAID. A partly paid invoice names the amount paid.
 */
export type SeedBilling = {
  delivery: InvoiceDelivery;
  unpaid?: Record<number, { status: UnpaidInvoiceStatus; paid?: number }>;
};

export type SeedCustomer = Pick<Customer, CustomerHead> & {
  /** Login phone number in international form without spaces (+436601234567). */
  phoneNumber: string;
  /** Demo password; the API stores only a hash. */
  secret: string;
  personal: SeedPersonalData;
  billing: SeedBilling;
  /** SPEC §3 User features: what the customer may do on top (call forwarding, SIM replacement). */
  features: UserFeature[];
  products: SeedCustomerProduct[];
};

/**
 * How the market takes orders (SPEC §7 Orders): the pattern of the new numbers it reserves ("#" a
 * digit), its delivery methods with their cost (a letter: SIM cards only; a parcel: with devices),
 * whether SIM cards need an identification and its pickup points (IT: Fermopoint). The networks
 * numbers are ported from are MarketSeed.portingProviders; the payment methods an order may use are
 * those of the market's payment setup (SeedPayment.methods), as /payment offers them.
 */
export type SeedOrdering = {
  numberPattern: string;
  deliveries: Partial<Record<DeliveryMethod, { letter: number; parcel: number }>>;
  identRequired: boolean;
  pickupPoints: PickupPoint[];
};

export type MarketSeed = {
  market: MarketCode;
  mandant: Mandant;
  tariffs: SeedTariff[];
  fixedLineTariffs: SeedFixedLineTariff[];
  smartphones: SeedDeviceGroup[];
  routers: SeedDeviceGroup<SeedNetworkDevice>[];
  repeaters: SeedDeviceGroup<SeedNetworkDevice>[];
  connections: SeedConnection[];
  /** Suppliers and the street list of the fibre check; absent where no fixed line is sold. */
  fixedLineAvailability?: SeedFixedLineAvailability;
  faq: SeedFaqGroup[];
  /** Shops and locations (CAMP: camp service points). */
  shops: SeedShop[];
  regions: Region[];
  /** Offered to visitors whose IP is in this market's country, shown on the other markets' sites. */
  countryRedirect: { domain: string; redirectHeader: L; redirectText: L };
  reviews: GoogleReviews;
  /** Absent when the market has no maps key configured. */
  maps?: MapsConfig;
  /** Which tariffs and smartphones /config/landingpageitems returns, in order. */
  landing: { tariffIds: string[]; smartphoneIds: string[] };
  customers: SeedCustomer[];
  ordering: SeedOrdering;
  /** Previous providers a number can be ported from (GET /portings/providers); never the market's own brand. */
  portingProviders: PortingProvider[];
  /** Demo customers' mobile and fixed-line portings (GET /portings/mobile, /portings/fixedline): seed/shared/portings.ts. */
  portings: SeedPorting[];
  payment: SeedPayment;
};

/**
 * What a mobile porting says about the number and its old contract (SPEC §3 Mobile porting), which the
 * customer corrects: the wire's fields, the desired date a seed day.
 */
export type SeedMobilePortingData = Omit<
  MobilePorting,
  'phoneAccountId' | 'portingDateTime' | 'isSigned' | 'isPreValidated' | 'status' | 'portingErrors' | 'desiredPortingDate'
> & { desiredPortingDate: SeedDay };

/** A demo customer's mobile porting in a state of SPEC §4 (a FAILED one with its reason). */
export type SeedMobilePorting = {
  kind: 'MOBILE';
  phoneAccountId: string;
  customerNumber: string;
  data: SeedMobilePortingData;
  status: MobilePortingStatus;
  reason?: PortingFailureReason;
  isSigned: boolean;
  isPreValidated: boolean;
};

/** A demo customer's fixed-line porting (SPEC §3 Fixed-line porting). */
export type SeedFixedLinePorting = Omit<FixedLinePorting, 'state' | 'portingDate'> & {
  kind: 'FIXEDLINE';
  customerNumber: string;
  state: 'OPEN' | 'IN_PROCESS' | 'FINISHED';
  portingDate: SeedDay;
};

export type SeedPorting = SeedMobilePorting | SeedFixedLinePorting;

/**
 * A billing contract of an order the sandbox knows (until /orders creates them): what was ordered,
 * as far as payment cares, and the one-off amount to pay now.
 */
export type SeedBillingContract = { id: string; cart: PaymentCart; amount: number };

/** A market's payment setup (/payment): the methods it offers and the sandbox providers' data. */
export type SeedPayment = {
  /** GET /payment/methods, in the order the checkout shows them. */
  methods: PaymentMethodName[];
  /** GET /payment/eps/banklist (EPS is Austrian: AT and CAMP). */
  epsBanks: EpsBank[];
  /** The instalment-financing provider where FINANCING is offered: its key and widget API key. */
  financing?: { provider: string; apiKey: string };
  /** Demo customers' open amounts (GET /payment/openposition), by customer number; absent is 0. */
  openPositions: Record<string, number>;
  /** Order billing contracts known from the start; any other id is opened on first use. */
  billingContracts: SeedBillingContract[];
  /** The methods a customer may switch their bills to in the customer area (PUT /payment/method/…, /payment/changemethod/…). */
  accountMethods: PaymentMethodName[];
  /** How each demo customer's bills are paid at the start (GET /payment/method), by customer number. */
  customerMethods: Record<string, SeedAccountMethod>;
  prepaid: SeedPrepaid;
};

/**
 * How a demo customer's bills are paid at the start: the IBAN in full (the API keeps it masked), a
 * card's last four digits and expiry as a seed day (its month is the expiry month, so "+0d" expires
 * this month whatever day the sandbox clock says), whether the issuer still honours the card.
 */
export type SeedAccountMethod =
  | { method: 'SEPA'; iban: string; accountHolder: string; mandateReference: string }
  | { method: 'CREDITCARD'; brand: string; last4: string; expires: SeedDay; holder: string; active: boolean }
  | { method: 'INVOICE' }
  | { method: 'EBILL'; email: string };

/** A prepaid voucher the sandbox knows: our own code (VOUCHER) or a paysafecard-type PIN, with what is left of its value. */
export type SeedVoucher = { kind: 'VOUCHER' | 'PAYSAFECARD'; code: string; value: number; remaining: number; validTo: SeedDay };

/**
 * Prepaid recharge in a market (SPEC §3 Usage.prepaid, §7): the amounts a line can be recharged by
 * and the methods, the prepaid lines' starting balances by product key (absent is 0) and the vouchers.
 */
export type SeedPrepaid = {
  allowedRechargeAmounts: number[];
  rechargeMethods: { key: RechargeMethod; name: L }[];
  vouchers: SeedVoucher[];
};
