import 'server-only';
import { failure, success, type Failure, type HandlerContext, type Success } from '@/lib/platform/bff/handler';
import type { Result } from '@/lib/platform/content-api/result';
import { isPortingId, portingCallerOf, type PortingCaller } from './caller';
import { signatureFailure } from './failure';

type Context = Pick<HandlerContext<unknown>, 'site' | 'session' | 'params'>;

/**
 * The one step of every porting signature handler (app/api/portings/{id}/…): the porting id of the
 * path, who calls (caller.ts: the link's token, the order cookie or the session; nobody is 401), the
 * content-API call, and its answer or refusal (failure.ts).
 */
export async function onPorting<T>(
  ctx: Context,
  signingToken: string | undefined,
  call: (id: string, caller: PortingCaller) => Promise<Result<T>>,
): Promise<Success<T> | Failure | Response> {
  const id = ctx.params.id;
  if (!isPortingId(id)) return failure(404, 'not_found');
  const caller = await portingCallerOf(ctx.site.market.code, id, ctx.session, signingToken);
  if (!caller) return failure(401, 'unauthorized');
  const result = await call(id, caller);
  return result.ok ? success(result.data) : signatureFailure(ctx.site, caller, result.error);
}
