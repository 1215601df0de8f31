import type { Selection } from '@/lib/cart/selection';
import type { SimCardNumber, SummaryStep } from '@/lib/platform/contracts/checkout';
import { normalizePuk } from '@/lib/domain/puk';
import type { OrderRequest, SimCardOrder } from '@/lib/platform/content-api/schemas/order-requests';
import type { Market } from '@/lib/platform/markets/markets';
import { checkoutCart } from './flow';
import type { StepData } from './progress';
import { addressOrderOf, deliveryOrderOf } from './steps/delivery';

/** A SIM card's number as POST /orders takes it (SPEC §3 Order validation result names). */
function simCardOrderOf(
  tariffModelSalesId: string,
  simType: 'SIM' | 'ESIM',
  number: SimCardNumber,
  market: Pick<Market, 'code'>,
): SimCardOrder {
  const base = { tariffModelSalesId, simType };
  switch (number.source) {
    case 'NEW':
      return { ...base, numberSource: 'NEW', numberingPlanAssignmentId: number.numberingPlanAssignmentId, phoneNumber: number.phoneNumber };
    case 'PORTING': {
      // The API refuses a PUK with spaces; the UK's code is a PAC, sent as typed (upper case).
      const code = number.code && (market.code === 'UK' ? number.code.toUpperCase() : normalizePuk(number.code));
      return {
        ...base,
        numberSource: 'PORTING',
        transferPhoneNumber: number.transferPhoneNumber,
        previousProviderId: number.previousProviderId,
        contractType: number.contractType,
        ...(number.terminationType ? { terminationType: number.terminationType } : {}),
        date: number.date,
        ...(code ? { code } : {}),
        ...(number.temporaryNumber
          ? { numberingPlanAssignmentId: number.temporaryNumber.numberingPlanAssignmentId, phoneNumber: number.temporaryNumber.phoneNumber }
          : {}),
      };
    }
    case 'CANCEL':
      return {
        ...base,
        numberSource: 'CANCEL',
        cancelPhoneNumber: number.cancelPhoneNumber,
        previousProviderId: number.previousProviderId,
        code: number.code.toUpperCase(),
        numberingPlanAssignmentId: number.number.numberingPlanAssignmentId,
        phoneNumber: number.number.phoneNumber,
      };
  }
}

export type OrderInput = { selection: Selection; steps: Partial<StepData>; summary: SummaryStep; market: Pick<Market, 'code'> };

/**
 * The order of POST /orders/validate and POST /orders from the cart and the checkout's stored steps.
 * Undefined while a step the cart needs is missing (the summary is only reachable when none is).
 */
export function orderRequestOf({ selection, steps, summary, market }: OrderInput): OrderRequest | undefined {
  const { personal, number, delivery, payment } = steps;
  const cart = checkoutCart(selection);
  if (!personal || !payment || (cart.simCards.length > 0 && !number)) return undefined;
  const simCards = cart.simCards.map((sim, i) => {
    const chosen = number?.simCards[i];
    return chosen ? simCardOrderOf(sim.tariffId, sim.simType, chosen, market) : undefined;
  });
  if (simCards.some((s) => s === undefined)) return undefined;
  const landline = number?.landline;
  const isCompany = personal.customerType === 'COMPANY';
  return {
    simCards: simCards as SimCardOrder[],
    fixedLines: selection.items.flatMap((i) =>
      i.kind === 'fixedline'
        ? [{ tariffModelSalesId: i.id, ...(landline?.port ? { externalPhoneNumber: landline.phoneNumber } : {}) }]
        : [],
    ),
    products: cart.devices.map((deviceModelSaleId) => ({ deviceModelSaleId })),
    personalInfo: {
      isCompany,
      firstName: personal.firstName,
      lastName: personal.lastName,
      ...(isCompany && personal.companyName ? { companyName: personal.companyName } : {}),
      ...(isCompany && personal.vatNumber ? { vatNumber: personal.vatNumber } : {}),
      email: personal.email,
      confirmEmail: personal.confirmEmail,
      phone: personal.phone,
      birthday: personal.birthday,
    },
    address: addressOrderOf(personal.address, market.code),
    ...(delivery ? { delivery: deliveryOrderOf(delivery, personal, market.code) } : {}),
    paymentMethod: {
      paymentMethodName: payment.method,
      ...(payment.productMethod ? { productPaymentMethodName: payment.productMethod } : {}),
    },
    termsAccepted: summary.termsAccepted,
    ...(selection.activationDate ? { desiredActivationDate: selection.activationDate } : {}),
  };
}
