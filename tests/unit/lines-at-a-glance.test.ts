import { linesAtAGlance } from '@/lib/account/lines-at-a-glance';
import type { CustomerTariff, Usage } from '@/lib/platform/content-api/schemas';

const line = (productKey: string) => ({ productKey, msisdn: `+43 664 ${productKey}` }) as unknown as CustomerTariff;
const usage = (productKey: string) => ({ productKey, balances: [] }) as unknown as Usage;

describe('every line at a glance (GET /customerarea/tariffs with GET /customerarea/usage)', () => {
  it('pairs each line with its usage by product key, in the order of the lines', () => {
    expect(linesAtAGlance([line('A'), line('B')], [usage('B'), usage('A')])).toEqual([
      { line: line('A'), usage: usage('A') },
      { line: line('B'), usage: usage('B') },
    ]);
  });

  it('keeps a line without a usage, and leaves out a usage without a line', () => {
    expect(linesAtAGlance([line('A')], [usage('X')])).toEqual([{ line: line('A'), usage: undefined }]);
    expect(linesAtAGlance([line('A')], [])).toEqual([{ line: line('A'), usage: undefined }]);
  });
});
