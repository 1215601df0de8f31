import { cartFingerprint, checkoutCart, firstIncomplete, isReachable, stepsOf, travels } from '@/lib/checkout/flow';
import type { CheckoutProgress } from '@/lib/checkout/progress';
import type { Selection } from '@/lib/cart/selection';

const esimOnly: Selection = { items: [{ kind: 'tariff', id: 'T1', simType: 'ESIM' }] };
const simAndPhone: Selection = {
  items: [
    { kind: 'tariff', id: 'T1' },
    { kind: 'device', id: 'D1', deviceKind: 'smartphone', tariffId: 'T1' },
  ],
};
const fixedLine: Selection = { items: [{ kind: 'fixedline', id: 'F1', supplier: 'S', buildingType: 'SINGLE_FAMILY_HOUSE' }] };
const routerAlone: Selection = { items: [{ kind: 'device', id: 'R1', deviceKind: 'router' }] };

const personal = { customerType: 'PRIVATE' } as unknown as NonNullable<CheckoutProgress['personal']>;
const newNumber = {
  simCards: [{ source: 'NEW', numberingPlanAssignmentId: 'N', phoneNumber: '0664', expiresAt: '2026-11-25T10:00:00Z' }],
} as NonNullable<CheckoutProgress['number']>;
const progress = (steps: Partial<CheckoutProgress> = {}): CheckoutProgress => ({ cart: 'x', attempt: '0123456789abcdef', ...steps });

describe('the checkout steps of a cart', () => {
  it('leaves out delivery when only eSIMs are ordered, and the number step without SIM card or fixed line', () => {
    expect(stepsOf(checkoutCart(esimOnly))).toEqual(['personal', 'number', 'payment', 'summary']);
    expect(stepsOf(checkoutCart(simAndPhone))).toEqual(['personal', 'number', 'delivery', 'payment', 'summary']);
    expect(stepsOf(checkoutCart(fixedLine))).toEqual(['personal', 'number', 'payment', 'summary']);
    expect(stepsOf(checkoutCart(routerAlone))).toEqual(['personal', 'delivery', 'payment', 'summary']);
  });

  it('sends physical SIM cards and devices, not eSIMs', () => {
    expect(travels(checkoutCart(esimOnly))).toBe(false);
    expect(travels(checkoutCart({ items: [{ kind: 'tariff', id: 'T1' }] }))).toBe(true);
    expect(travels(checkoutCart(routerAlone))).toBe(true);
  });

  it('goes to the first step not done, and to the summary only when every step is', () => {
    const cart = checkoutCart(esimOnly);
    expect(firstIncomplete(progress(), cart)).toBe('personal');
    expect(firstIncomplete(progress({ personal }), cart)).toBe('number');
    expect(firstIncomplete(progress({ personal, number: newNumber }), cart)).toBe('payment');
    expect(firstIncomplete(progress({ personal, number: newNumber, payment: { method: 'INVOICE' } }), cart)).toBe('summary');
  });

  it('asks for the number again when the cart has another count of SIM cards than the stored step', () => {
    const twoSims = checkoutCart({
      items: [
        { kind: 'tariff', id: 'T1' },
        { kind: 'tariff', id: 'T2' },
      ],
    });
    expect(firstIncomplete(progress({ personal, number: newNumber }), twoSims)).toBe('number');
  });

  it('asks for the device payment when the cart holds devices', () => {
    const cart = checkoutCart(simAndPhone);
    const done = { personal, number: newNumber, delivery: { method: 'STANDARD' as const } };
    expect(
      firstIncomplete(
        progress({ ...done, payment: { method: 'SEPA', sepa: { accountHolder: 'A', iban: 'AT61', mandateAccepted: true } } }),
        cart,
      ),
    ).toBe('payment');
  });

  it('lets a visitor go back to a done step but not skip ahead, nor visit a step the cart does not have', () => {
    const cart = checkoutCart(esimOnly);
    const p = progress({ personal });
    expect(isReachable('personal', p, cart)).toBe(true);
    expect(isReachable('number', p, cart)).toBe(true);
    expect(isReachable('payment', p, cart)).toBe(false);
    expect(isReachable('delivery', progress({ personal, number: newNumber }), cart)).toBe(false);
  });

  it('fingerprints the products, not how they are set up', () => {
    expect(cartFingerprint(esimOnly)).toBe(
      cartFingerprint({ items: [{ kind: 'tariff', id: 'T1', simType: 'SIM' }], activationDate: '2026-12-01' }),
    );
    expect(cartFingerprint(esimOnly)).not.toBe(cartFingerprint(simAndPhone));
  });
});
