/**
 * Contract (issue 27 §0): SPEC §3 names a fixed-line porting's state but not its values. A state the
 * shop does not know is read, not refused (the portings screen shows it as in progress), and logged
 * once by the project's logger with the state alone, nothing of the customer or the line.
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { logger } from '@/lib/platform/log/logger';
import { startAnsweringApi, type AnsweringApi } from '@/tests/support/answering-api';
import { data } from '@/tests/support/result';

const PORTING = {
  fixedLineNumberPortingId: 'FNP-20000001-1',
  fixedLineEndpointId: 'FLE-20000001-1',
  billingTariffId: 'BT-20000001-1',
  phoneAccountId: 'PA-20000001-F1',
  phoneNumber: '+49 30 5550101',
  state: 'AWAITING_CARRIER_SLOT',
  portingDate: '2026-12-03',
  isSignedByCustomer: true,
  isCustomerActionRequired: false,
  tariffName: 'DSL 100',
};

let api: AnsweringApi;
let portings: typeof import('@/lib/platform/content-api/portings');

beforeAll(async () => {
  api = await startAnsweringApi({ '/portings/fixedline': [PORTING] });
  process.env.CONTENT_API_URL = api.url;
  portings = await import('@/lib/platform/content-api/portings');
});
afterAll(() => api.close());

const DE: ContentContext = { market: 'DE', locale: 'de-DE' };

it('reads a fixed-line porting in a state the shop does not know and logs that state once, without personal data', async () => {
  const log = jest.spyOn(logger(), 'error').mockImplementation(() => undefined);
  const first = data(await portings.getFixedLinePortings(DE, 'token'));
  const second = data(await portings.getFixedLinePortings(DE, 'token'));
  for (const read of [first, second]) expect(read).toEqual([PORTING]);
  expect(log).toHaveBeenCalledTimes(1);
  const line = JSON.stringify(log.mock.calls[0]);
  expect(line).toContain('AWAITING_CARRIER_SLOT');
  for (const personal of [PORTING.phoneNumber, PORTING.phoneAccountId, PORTING.fixedLineNumberPortingId, 'token'])
    expect(line).not.toContain(personal);
  log.mockRestore();
});
