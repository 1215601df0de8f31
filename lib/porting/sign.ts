import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { signOrderPorting, signPorting } from '@/lib/platform/content-api/porting-signature';
import type { Result } from '@/lib/platform/content-api/result';
import type { SignBody } from '@/lib/platform/contracts/porting-signature';
import type { PortingCaller } from './caller';

/**
 * Signs a porting's power of attorney the way its caller does (SPEC §7 "Portings"): a porting of the
 * order in this browser, drawn on the desktop, is signed within the order with its billing contract
 * (PUT /portings/form:sign {phoneAccountId, signatureBase64, billingContractId: the salesOrderId});
 * the typed name (which that call does not take), the phone's link and a customer's own porting sign
 * the porting itself (PUT /portings/phoneaccounts/{id}/form:sign).
 */
export function signAs(ctx: ContentContext, id: string, caller: PortingCaller, body: SignBody): Promise<Result<{ isSigned: boolean }>> {
  if (caller.by === 'order' && 'signatureBase64' in body) {
    return signOrderPorting(ctx, caller.auth, {
      phoneAccountId: id,
      signatureBase64: body.signatureBase64,
      billingContractId: caller.auth.salesOrderId,
    });
  }
  return signPorting(ctx, caller.auth, id, body);
}
