/** A valid order turned into the stored one: its items with their costs, what stays open, its ids and token. */
import { randomBytes, randomInt } from 'node:crypto';
import type { DeliveryMethod } from '@storefront/wire';
import type { Customer } from '../store/customers';
import type { StoredOrder, StoredOrderItem } from '../store/orders';
import { deliveryCostOf, devicePrice, grossOf } from './pricing';
import type { OrderContext, ValidOrder } from './validation';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The sandbox's SM-DP+ server, where every eSIM profile is downloaded from. */
export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.example';

/** Whom the order is for, as typed: what identification compares the identity with. */
function holderOf({ personalInfo: p, address: a }: ValidOrder): NonNullable<StoredOrder['holder']> {
  const houseNumber = a.houseNumber ?? a.houseName;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    birthday: p.birthday,
    street: a.street,
    ...(houseNumber ? { houseNumber } : {}),
    zip: a.zip,
    city: a.city,
    country: a.country,
  };
}

/** A new eSIM profile as its LPA string (the confirmation's activationCode): the SM-DP+ server and a new matching id. */
function esimProfile(): { activationCode: string } {
  return { activationCode: `LPA:1$${SANDBOX_SMDP_ADDRESS}$${randomBytes(10).toString('hex').toUpperCase()}` };
}

/**
 * The order to store, the reservations its SIM cards take, the order token to hand out and the payment
 * cart of its billing contract. A visitor gets a new customer number; identification is open for SIM
 * cards where the market requires it; whether payment is open is the ledger's word once its billing
 * contract is registered (billing.ts registerBilling).
 */
export function placeOrder(order: ValidOrder, ctx: OrderContext, customer: Customer | undefined) {
  const { market, ordering } = ctx;
  const salesOrderId = `SO-${digits(10)}`;
  const tariffIds = order.simCards.map((s) => s.tariffModelSalesId);
  const item = (n: number, fields: Omit<StoredOrderItem, 'itemId' | 'state'>): StoredOrderItem => ({
    itemId: String(n),
    state: 'ORDERED',
    ...fields,
  });

  const simItems = order.simCards.map((sim, i) => {
    const tariff = ctx.tariffs.find((t) => t.tariffModelSalesId === sim.tariffModelSalesId)!;
    const esim = sim.simType === 'ESIM' ? { productKey: `P-${salesOrderId}-${i + 1}`, ...esimProfile() } : {};
    return item(i + 1, {
      kind: 'SIM_CARD',
      productId: tariff.tariffModelSalesId,
      name: tariff.tariffName,
      simType: sim.simType,
      phoneNumber: sim.numberSource === 'PORTING' ? sim.transferPhoneNumber : sim.phoneNumber,
      ...(sim.cardName ? { cardName: sim.cardName } : {}),
      oneOff: 0,
      monthly: grossOf(tariff.money),
      physical: sim.simType === 'SIM',
      ...esim,
    });
  });
  const lineItems = order.fixedLines.map((line, i) => {
    const tariff = ctx.fixedLineTariffs.find((t) => t.tariffModelSalesId === line.tariffModelSalesId)!;
    return item(simItems.length + i + 1, {
      kind: 'FIXED_LINE',
      productId: tariff.tariffModelSalesId,
      name: tariff.tariffName,
      ...(line.externalPhoneNumber ? { phoneNumber: line.externalPhoneNumber } : {}),
      oneOff: tariff.oneTimeSetupFee.amount,
      monthly: tariff.money.amount,
      physical: false,
    });
  });
  const productItems = order.products.map((product, i) => {
    const device = ctx.devices.find((d) => d.deviceModelSaleId === product.deviceModelSaleId)!;
    return item(simItems.length + lineItems.length + i + 1, {
      kind: 'PRODUCT',
      productId: device.deviceModelSaleId,
      name: device.displayName,
      oneOff: devicePrice(device, tariffIds),
      monthly: 0,
      physical: true,
    });
  });

  const method = order.delivery?.method as DeliveryMethod | undefined;
  const travelling = { simCards: simItems.filter((i) => i.physical).length, products: productItems.length };
  const orderToken = randomBytes(24).toString('base64url');
  const stored: StoredOrder = {
    salesOrderId,
    market,
    customerNumber: customer?.customerNumber ?? `3${digits(7)}`,
    byCustomer: customer !== undefined,
    customerEMail: order.personalInfo.email,
    createdAt: ctx.now.toISOString(),
    items: [...simItems, ...lineItems, ...productItems],
    ...(method ? { deliveryMethod: method } : {}),
    deliveryCost: method ? (deliveryCostOf(ordering, method, travelling) ?? 0) : 0,
    paymentMethod: order.paymentMethod,
    ...(order.desiredActivationDate ? { desiredActivationDate: order.desiredActivationDate } : {}),
    isPaymentOpen: false,
    isIdentOpen: ordering.identRequired && simItems.length > 0,
    cancelled: false,
    holder: holderOf(order),
  };
  const reservationIds = order.simCards.flatMap((s) =>
    s.numberSource !== 'PORTING' && s.numberingPlanAssignmentId ? [s.numberingPlanAssignmentId] : [],
  );
  return { stored, reservationIds, orderToken };
}
