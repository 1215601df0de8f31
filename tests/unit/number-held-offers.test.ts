import { faultField, heldOffers } from '@/lib/checkout/steps/number-form';
import type { NumberStep } from '@/lib/platform/contracts/checkout';

/**
 * The reservations a stored number step still holds (issue 14 §3.2 and §4): offered again while they
 * last, and dropped when they ended or the order refused one, so that the visitor reserves anew.
 */

const NOW = Date.parse('2026-11-25T10:00:00Z');
const stored = (expiresAt: string): NumberStep => ({
  simCards: [{ source: 'NEW', numberingPlanAssignmentId: 'res-1', phoneNumber: '+43 660 1234567', expiresAt }],
});

describe('heldOffers', () => {
  it('offers the chosen number of a reservation still held', () => {
    expect(heldOffers(stored('2026-11-25T10:10:00Z'), [], NOW)).toEqual([
      { simCard: 0, numberingPlanAssignmentId: 'res-1', numbers: ['+43 660 1234567'], expiresAt: '2026-11-25T10:10:00Z' },
    ]);
  });

  it('offers nothing once a reservation ended', () => {
    expect(heldOffers(stored('2026-11-25T09:59:59Z'), [], NOW)).toBeUndefined();
  });

  it('offers nothing when the order refused a reservation, however long we thought it held', () => {
    const faults = [{ field: 'simCards.0.numberingPlanAssignment' }];
    expect(heldOffers(stored('2026-11-25T10:10:00Z'), faults, NOW)).toBeUndefined();
    // …and the refusal shows at the number to choose.
    expect(faultField('simCards.0.numberingPlanAssignment', stored('2026-11-25T10:10:00Z'))).toBe('simCards.0.phoneNumber');
  });

  it('keeps offering when the order refused another field of the step', () => {
    expect(heldOffers(stored('2026-11-25T10:10:00Z'), [{ field: 'simCards.0.cardName' }], NOW)).toHaveLength(1);
  });
});
