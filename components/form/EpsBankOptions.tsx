import type { EpsBank } from '@/lib/platform/content-api/schemas';

/**
 * The options of an EPS bank choice (GET /payment/eps/banklist): an empty first option asking for the
 * bank, then the banks by name with their BIC as value. Inside the form's own `select`.
 */
export function EpsBankOptions({ banks, choose }: { banks: readonly EpsBank[]; choose: string }) {
  return (
    <>
      <option value="">{choose}</option>
      {banks.map((bank) => (
        <option key={bank.bic} value={bank.bic}>
          {bank.displayName}
        </option>
      ))}
    </>
  );
}
