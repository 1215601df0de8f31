/**
 * The mobile portings an order makes: one OPEN porting per SIM card that keeps a ported number, for
 * the order's customer, under phoneAccountId PA-{salesOrderId}-{itemId} (the checkout can sign it
 * with PUT /portings/form:sign and the order's billing contract, which is its salesOrderId). Not yet
 * signed, not yet pre-validated (the sandbox's part).
 */
import { orderPortingId } from '@storefront/rules/order-portings';
import type { SeedMobilePortingData } from '../../seed/types';
import type { StoredOrder } from '../store/orders';
import type { MobilePortingRecord } from '../store/porting-cases';
import type { ValidOrder } from '../orders/validation';

export function portingsOfOrder(order: ValidOrder, stored: StoredOrder): MobilePortingRecord[] {
  const person = order.personalInfo;
  return order.simCards.flatMap((sim, i) => {
    const item = stored.items[i];
    if (sim.numberSource !== 'PORTING' || !item || !sim.transferPhoneNumber || !sim.previousProviderId || !sim.date) return [];
    const data: SeedMobilePortingData = {
      phoneNumber: sim.transferPhoneNumber,
      ...(item.productKey ? { productKey: item.productKey } : {}),
      tariffName: item.name,
      contractType: sim.contractType ?? 'POSTPAID',
      ...(person.isCompany && person.companyName ? { companyName: person.companyName } : {}),
      firstname: person.firstName,
      lastname: person.lastName,
      birthDay: person.birthday,
      previousProviderId: sim.previousProviderId,
      desiredPortingDate: sim.date,
      terminationType: sim.terminationType ?? 'IMMEDIATE',
      ...(sim.code && /^\d{8}$/.test(sim.code) ? { puk: sim.code } : {}),
    };
    return [
      {
        kind: 'MOBILE' as const,
        phoneAccountId: orderPortingId(stored.salesOrderId, item.itemId),
        customerNumber: stored.customerNumber,
        orderId: stored.salesOrderId,
        data,
        status: 'OPEN' as const,
        isSigned: false,
        isPreValidated: false,
      },
    ];
  });
}
