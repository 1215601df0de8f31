import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { getUserStatus, requestTan } from '@/lib/platform/content-api/auth';
import { upgradeTanContract } from '@/lib/platform/contracts/auth';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { maskedNumber } from '@/lib/domain/masked-number';

/** POST /api/auth/upgrade/tan?locale= (logged in): a TAN to the customer's own number for the upgrade; answers the number masked. */
export const POST = defineHandler({
  access: 'login',
  contract: upgradeTanContract,
  limits: [{ limit: 5, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  async handle({ site, session }) {
    const { token } = session as SessionData;
    const status = await getUserStatus(site.content, token);
    if (!status.ok) return authFailure(status.error, { loggedIn: true });
    const sent = await requestTan(site.content, { phoneNumber: status.data.phoneNumber });
    return sent.ok
      ? success({ ok: true as const, sentTo: maskedNumber(status.data.phoneNumber) })
      : authFailure(sent.error, { loggedIn: true });
  },
});
