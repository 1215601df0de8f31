/** Content-API paths with ids name their pattern, for traces (ADR 39), and encode each id as one segment. */
import { apiPath, pathOf } from '@/lib/platform/content-api/api-path';

describe('apiPath', () => {
  it('encodes each value as one segment and leaves it out of the pattern', () => {
    expect(apiPath`customerarea/usage/${'+43 664/1'}`).toEqual({
      path: 'customerarea/usage/%2B43%20664%2F1',
      pattern: 'customerarea/usage/{}',
    });
    expect(apiPath`orders/${'A1'}/${'7'}`).toEqual({ path: 'orders/A1/7', pattern: 'orders/{}/{}' });
    expect(apiPath`payment/method/${'creditcard'}:rechargeprepaid`).toEqual({
      path: 'payment/method/creditcard:rechargeprepaid',
      pattern: 'payment/method/{}:rechargeprepaid',
    });
  });

  it('takes a path without values as its own pattern', () => {
    expect(pathOf('config/mandant')).toEqual({ path: 'config/mandant', pattern: 'config/mandant' });
  });
});
