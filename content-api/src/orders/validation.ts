/**
 * The server-side rules of an order (SPEC §5) behind POST /orders/validate and POST /orders: each
 * section's fields are read one by one with the shared request schemas, then checked against the
 * market (patterns of /config/mandant, payment and delivery methods, porting networks), the catalogue
 * of the day, the number reservations and the sandbox clock. The answer lists the invalid fields by
 * section (SPEC §3 Order validation result).
 */
import type { z } from 'zod';
import {
  addressField,
  addressOrder,
  deliveryOrder,
  fixedLineOrder,
  isMarketPhoneNumber,
  MAX_PRODUCTS,
  MAX_SIM_CARDS,
  orderRequest,
  paymentMethodOrder,
  personalInfoField,
  personalInfoOrder,
  productOrder,
  simCardField,
  simCardOrder,
  type Mandant,
  type OrderValidationBody,
  type PaymentCart,
  type PaymentMethodName,
  type PortingProvider,
} from '@storefront/wire';
import { isActivationDateAllowed } from '@storefront/rules/activation-date';
import { birthDateProblem } from '@storefront/rules/minimum-age';
import { isPortingDateAllowed } from '@storefront/rules/porting-dates';
import { normalizePuk, pukProblem } from '@storefront/rules/puk';
import { switchingCodeProblem } from '@storefront/rules/switching-codes';
import { isBusinessTariff } from '@storefront/rules/tariff-kind';
import type { MarketCode } from '@storefront/markets/markets';
import { internationalNumber } from '../phone';
import { allowedMethodsFor } from '../rules/payment-methods';
import type { SeedDevice, SeedFixedLineTariff, SeedOrdering, SeedTariff } from '../../seed/types';
import type { Reservation } from '../store/orders';

/** What the rules read: the market's configuration, the catalogue visible today, reservations and the clock. */
export type OrderContext = {
  market: MarketCode;
  now: Date;
  today: string;
  mandant: Mandant;
  ordering: SeedOrdering;
  /** The market's payment methods: those of GET /payment/methods, the one list of what it offers. */
  paymentMethods: readonly PaymentMethodName[];
  /** The networks a number can be ported from: those of GET /portings/providers. */
  portingProviders: PortingProvider[];
  tariffs: SeedTariff[];
  fixedLineTariffs: SeedFixedLineTariff[];
  devices: SeedDevice[];
  reservation: (id: string) => Reservation | undefined;
};

export type ValidOrder = z.output<typeof orderRequest>;

/** A valid order comes with its payment cart: what its billing contract's payment calls then allow. */
export type OrderCheck = { valid: true; order: ValidOrder; cart: PaymentCart } | { valid: false; body: OrderValidationBody };

/** At most one fixed line an order. */
const MAX_FIXED_LINES = 1;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value.trim());

/**
 * A section's fields parsed one by one with the fields of its schema: the values that passed, and the
 * names of those that did not (renamed to the validation result's names where they differ).
 */
function fieldsOf<S extends z.ZodObject>(schema: S, value: unknown, rename: Record<string, string> = {}) {
  const raw = isRecord(value) ? value : {};
  const values: Record<string, unknown> = {};
  const invalid = new Set<string>();
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse(raw[key]);
    if (parsed.success) values[key] = parsed.data;
    else invalid.add(rename[key] ?? key);
  }
  return { values: values as Partial<z.output<S>>, invalid };
}

/**
 * The wire carries a PUK as its 8 digits alone: the groups a visitor may type ("1234 5678", which
 * puk.ts accepts in a form) are the storefront's to take out (normalizePuk) before it sends the order.
 */
const isWirePuk = (code: string) => code === normalizePuk(code) && pukProblem(code) === undefined;

/** The names of `invalid` in the order of the result's enum. */
const ordered = <T extends string>(names: readonly T[], invalid: Set<string>): T[] => names.filter((name) => invalid.has(name));

/** A list of the body, or [] when absent; undefined when it is not a list. */
const listOf = (value: unknown): unknown[] | undefined => (value === undefined ? [] : Array.isArray(value) ? value : undefined);

function checkAddress(value: unknown, { market, mandant }: OrderContext): Set<string> {
  const { values, invalid } = fieldsOf(addressOrder, value);
  const { zipCodeRegex, countryId } = mandant.countryConfig;
  if (values.zip && !matches(zipCodeRegex, values.zip)) invalid.add('zip');
  if (values.country && values.country.toUpperCase() !== countryId) invalid.add('country');
  // A UK address may name the house instead of numbering it.
  const named = market === 'UK' && Boolean(values.houseName);
  if (values.houseNumber ? !/^\d/.test(values.houseNumber) : !named) invalid.add('houseNumber');
  return invalid;
}

function checkPersonalInfo(value: unknown, company: boolean, { mandant, today }: OrderContext): Set<string> {
  const { values, invalid } = fieldsOf(personalInfoOrder, value);
  if (values.email && values.confirmEmail !== undefined && values.confirmEmail.toLowerCase() !== values.email.toLowerCase()) {
    invalid.add('confirmEmail');
  }
  if (values.phone && !isMarketPhoneNumber(mandant.countryConfig, values.phone)) invalid.add('phone');
  if (values.birthday && birthDateProblem(values.birthday, today) !== undefined) invalid.add('birthday');
  if (company || values.isCompany) {
    if (!values.companyName) invalid.add('companyName');
    if (!values.vatNumber || !matches(mandant.countryConfig.vatNumberRegex, values.vatNumber)) invalid.add('vatNumber');
  }
  return invalid;
}

const SIM_NAMES = {
  tariffModelSalesId: 'tariff',
  numberingPlanAssignmentId: 'numberingPlanAssignment',
  phoneNumber: 'numberingPlanAssignment',
  previousProviderId: 'previousProvider',
};

/** SIM-card rules: tariff and SIM type, the name of each of several cards, and the rules of its number's source. */
function checkSimCards(items: unknown[], ctx: OrderContext): OrderValidationBody['simCards'] {
  const { market, mandant, portingProviders, now, today } = ctx;
  const isMobile = (number: string) => matches(mandant.countryConfig.mobilePhoneNumberRegex, number);
  const takenReservations = new Set<string>();
  const portedNumbers = new Set<string>();
  return items.flatMap((item, index) => {
    const { values: sim, invalid } = fieldsOf(simCardOrder, item, SIM_NAMES);
    const tariff = ctx.tariffs.find((t) => t.tariffModelSalesId === sim.tariffModelSalesId);
    if (!tariff) invalid.add('tariff');
    if (tariff && sim.simType && !tariff.simTypes.includes(sim.simType)) invalid.add('simType');
    if (items.length > 1 && !sim.cardName) invalid.add('cardName');
    if (sim.numberSource === 'CANCEL' && market !== 'UK') invalid.add('numberSource');

    if (sim.numberSource === 'NEW' || sim.numberSource === 'CANCEL') {
      const id = sim.numberingPlanAssignmentId;
      const reservation = id ? ctx.reservation(id) : undefined;
      const live = reservation && !reservation.salesOrderId && Date.parse(reservation.expiresAt) > now.getTime();
      if (!id || !live || !reservation.numbers.includes(sim.phoneNumber ?? '') || takenReservations.has(id))
        invalid.add('numberingPlanAssignment');
      if (id) takenReservations.add(id);
    }
    const provider = portingProviders.find((p) => p.id === sim.previousProviderId);
    if (sim.numberSource === 'PORTING') {
      const given = sim.transferPhoneNumber;
      const number = given && (internationalNumber(given, market) ?? given);
      if (!number || !isMobile(given) || portedNumbers.has(number)) invalid.add('transferPhoneNumber');
      if (number) portedNumbers.add(number);
      if (!provider) invalid.add('previousProvider');
      if (!sim.contractType || (provider && !provider.supportedContractTypes.includes(sim.contractType))) invalid.add('contractType');
      // UK: a PAC; elsewhere the PUK proves a prepaid card's owner (SPEC §5: 8 digits), optional for contracts.
      const code = sim.code ?? '';
      const codeValid =
        market === 'UK' ? !switchingCodeProblem(code, 'PAC') : sim.contractType === 'PREPAID' || code ? isWirePuk(code) : true;
      if (!codeValid) invalid.add('code');
      if (!sim.date || !isPortingDateAllowed(market, sim.date, today)) invalid.add('date');
      if (market !== 'UK' && sim.contractType !== 'PREPAID' && !sim.terminationType) invalid.add('terminationType');
    }
    if (sim.numberSource === 'CANCEL') {
      if (!sim.cancelPhoneNumber || !isMobile(sim.cancelPhoneNumber)) invalid.add('cancelPhoneNumber');
      if (switchingCodeProblem(sim.code ?? '', 'STAC')) invalid.add('code');
      if (!provider) invalid.add('previousProvider');
    }
    const invalidFields = ordered(simCardField.options, invalid);
    return invalidFields.length > 0 ? [{ index, invalidFields }] : [];
  });
}

function checkFixedLines(items: unknown[], ctx: OrderContext): OrderValidationBody['fixedLines'] {
  return items.flatMap((item, index) => {
    const { values, invalid } = fieldsOf(fixedLineOrder, item, {
      tariffModelSalesId: 'tariff',
      externalPhoneNumber: 'externalPhoneNumber',
    });
    if (!ctx.fixedLineTariffs.some((t) => t.tariffModelSalesId === values.tariffModelSalesId)) invalid.add('tariff');
    if (values.externalPhoneNumber && !matches(ctx.mandant.countryConfig.phoneNumberRegex, values.externalPhoneNumber))
      invalid.add('externalPhoneNumber');
    const invalidFields = ordered(['tariff', 'externalPhoneNumber'] as const, invalid);
    return invalidFields.length > 0 ? [{ index, invalidFields }] : [];
  });
}

function checkProducts(items: unknown[], ctx: OrderContext): OrderValidationBody['products'] {
  return items.flatMap((item, index) => {
    const { values } = fieldsOf(productOrder, item);
    const device = ctx.devices.find((d) => d.deviceModelSaleId === values.deviceModelSaleId);
    return device?.inStock ? [] : [{ index, invalidFields: ['deviceModel' as const] }];
  });
}

/**
 * Payment rules: the payment API's (rules/payment-methods.ts), so an order takes exactly the methods
 * POST /payment/methods/allowed offers its cart. The monthly bills (an order without any: what is
 * paid now) take one of them but instalments, which finance devices only; devices take one of their own.
 */
function checkPaymentMethod(value: unknown, cart: PaymentCart, { paymentMethods }: OrderContext): Set<string> {
  const { values, invalid } = fieldsOf(paymentMethodOrder, value);
  const allowed: string[] = allowedMethodsFor(paymentMethods, cart);
  const forBills = values.paymentMethodName;
  if (forBills === 'FINANCING' || !allowed.includes(forBills ?? '')) invalid.add('paymentMethodName');
  const forProducts = values.productPaymentMethodName;
  const devices = cart.items.some((item) => item.type === 'DEVICE');
  if (devices ? !allowed.includes(forProducts ?? '') : forProducts !== undefined) invalid.add('productPaymentMethodName');
  return invalid;
}

/** additionalInfo: delivery (needed when anything travels), terms, activation date, item counts. */
function checkAdditionalInfo(raw: Record<string, unknown>, travels: boolean, ctx: OrderContext): string[] {
  const found: string[] = [];
  if (raw.delivery === undefined) {
    if (travels) found.push('delivery.method');
  } else {
    const { values, invalid } = fieldsOf(deliveryOrder, raw.delivery);
    const method = values.method as keyof SeedOrdering['deliveries'] | undefined;
    if (invalid.has('method') || !method || !ctx.ordering.deliveries[method]) found.push('delivery.method');
    const pickupPoint = ctx.ordering.pickupPoints.some((p) => p.id === values.pickupPointId);
    if (invalid.has('pickupPointId') || (method === 'PICKUP_POINT' && !pickupPoint)) found.push('delivery.pickupPointId');
    const address = isRecord(raw.delivery) ? raw.delivery.address : undefined;
    if (address !== undefined) found.push(...ordered(addressField.options, checkAddress(address, ctx)).map((f) => `delivery.address.${f}`));
  }
  if (raw.termsAccepted !== true) found.push('termsAccepted');
  const activation = raw.desiredActivationDate;
  if (
    activation !== undefined &&
    (typeof activation !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(activation) || !isActivationDateAllowed(activation, ctx.today))
  ) {
    found.push('desiredActivationDate');
  }
  return found;
}

/** All rules of an order; the parsed order when every section is valid. */
export function checkOrder(body: unknown, ctx: OrderContext): OrderCheck {
  const raw = isRecord(body) ? body : {};
  const additionalInfo: string[] = [];
  const list = (name: 'simCards' | 'fixedLines' | 'products', max: number) => {
    const items = listOf(raw[name]);
    if (!items || items.length > max) additionalInfo.push(name);
    return items ?? [];
  };
  const simCards = list('simCards', MAX_SIM_CARDS);
  const fixedLines = list('fixedLines', MAX_FIXED_LINES);
  const products = list('products', MAX_PRODUCTS);
  if (simCards.length + fixedLines.length + products.length === 0) additionalInfo.push('items');

  const simTariffs = simCards.map((s) => ctx.tariffs.find((t) => isRecord(s) && t.tariffModelSalesId === s.tariffModelSalesId));
  const company = simTariffs.some((t) => t !== undefined && isBusinessTariff(t));
  const travels = products.length > 0 || simCards.some((s) => !isRecord(s) || s.simType !== 'ESIM');
  const personalCompany = isRecord(raw.personalInfo) && raw.personalInfo.isCompany === true;
  // What of the order decides its payment methods: a TARIFF per known SIM card tariff, FIXEDLINE, DEVICE; a company's or not.
  const cart: PaymentCart = {
    items: [
      ...simTariffs.flatMap((t) => (t ? [{ type: 'TARIFF' as const, paymentType: t.paymentType }] : [])),
      ...fixedLines.map(() => ({ type: 'FIXEDLINE' as const })),
      ...products.map(() => ({ type: 'DEVICE' as const })),
    ],
    isCompany: company || personalCompany,
  };

  const result: OrderValidationBody = {
    error: 'invalid_order',
    message: 'Some fields of the order are missing or invalid.',
    simCards: checkSimCards(simCards, ctx),
    fixedLines: checkFixedLines(fixedLines, ctx),
    products: checkProducts(products, ctx),
    personalInfo: ordered(personalInfoField.options, checkPersonalInfo(raw.personalInfo, company, ctx)),
    address: ordered(addressField.options, checkAddress(raw.address, ctx)),
    paymentMethod: ordered(['paymentMethodName', 'productPaymentMethodName'] as const, checkPaymentMethod(raw.paymentMethod, cart, ctx)),
    additionalInfo: [...additionalInfo, ...checkAdditionalInfo(raw, travels, ctx)],
  };
  const sections = [
    result.simCards,
    result.fixedLines,
    result.products,
    result.personalInfo,
    result.address,
    result.paymentMethod,
    result.additionalInfo,
  ];
  if (sections.some((section) => section.length > 0)) return { valid: false, body: result };
  // Every section passed its fields' schemas; anything else the whole schema refuses is named by its path.
  const parsed = orderRequest.safeParse(body);
  if (parsed.success) return { valid: true, order: parsed.data, cart };
  return { valid: false, body: { ...result, additionalInfo: [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(body)'))] } };
}
