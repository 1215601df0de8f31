/**
 * A form posted without JavaScript, read back as the island's values (lib/platform/contracts/posted-form.ts):
 * what a refused post brings back to its page, and how the number step reads a native post.
 */
import { isFlatPost, isTicked, valuesFromPost } from '@/lib/platform/contracts/posted-form';

const template = {
  firstName: 'Anna',
  address: { street: '', zip: '' },
  otherDelivery: true,
  simCards: [{ source: 'NEW', code: '', smsSent: false }],
  pickupPointId: undefined as string | undefined,
};

describe('valuesFromPost', () => {
  it('lays the posted fields over the template by their dotted names', () => {
    const posted = {
      firstName: 'Berta',
      'address.zip': '1070',
      'simCards.0.source': 'PORTING',
      'simCards.0.code': '1234 5678',
      pickupPointId: 'FP-1',
    };
    expect(valuesFromPost(template, posted)).toEqual({
      firstName: 'Berta',
      address: { street: '', zip: '1070' },
      otherDelivery: false,
      simCards: [{ source: 'PORTING', code: '1234 5678', smsSent: false }],
      pickupPointId: 'FP-1',
    });
  });

  it('ticks a box posted as "on" or "true", and unticks one not posted', () => {
    expect(valuesFromPost(template, { otherDelivery: 'on', 'simCards.0.smsSent': 'true' })).toMatchObject({
      otherDelivery: true,
      simCards: [{ smsSent: true }],
    });
    expect(valuesFromPost(template, {}).otherDelivery).toBe(false);
  });

  it('keeps the template where nothing was posted, and takes nothing the template lacks', () => {
    const values = valuesFromPost(template, {
      'address.street': 'Neubaugasse',
      'simCards.1.source': 'NEW',
      admin: 'true',
      'address.zip': ['1070'],
    });
    expect(values).toEqual({ ...template, otherDelivery: false, address: { street: 'Neubaugasse', zip: '' } });
  });
});

describe('isFlatPost and isTicked', () => {
  it('tells a native post (dotted names) from an island’s nested JSON', () => {
    expect(isFlatPost({ 'simCards.0.source': 'NEW', locale: 'de-AT' })).toBe(true);
    expect(isFlatPost({ simCards: [{ source: 'NEW' }] })).toBe(false);
    expect(isFlatPost('simCards.0')).toBe(false);
  });

  it('reads a ticked box from an island or a native post', () => {
    expect([true, 'true', 'on', false, 'off', '', undefined].map(isTicked)).toEqual([true, true, true, false, false, false, false]);
  });
});
