import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { startSession } from '@/lib/platform/bff/session';
import { getUserStatus, upgradeByPassword, upgradeByTan } from '@/lib/platform/content-api/auth';
import type { Result } from '@/lib/platform/content-api/result';
import type { UpgradeResponse } from '@/lib/platform/content-api/schemas';
import { upgradeContract, upgradeFields } from '@/lib/platform/contracts/auth';
import type { SessionData } from '@/lib/platform/bff/session-data';
import type { Site } from '@/lib/platform/site/site';

/** The TAN upgrade names the customer's own number, which the session does not hold: the status has it. */
async function byTan(site: Site, token: string, code: string): Promise<Result<UpgradeResponse>> {
  const status = await getUserStatus(site.content, token);
  return status.ok ? upgradeByTan(site.content, token, { phoneNumber: status.data.phoneNumber, code }) : status;
}

/**
 * POST /api/auth/upgrade {method: 'password', password} | {method: 'tan', code} (logged in): upgraded
 * write access for 15 minutes (SPEC §6). The content API answers a new token; the session is rotated
 * to it (auto-login and the absolute limit kept) with `upgradedUntil`, counted on our clock. A wrong password or code is a
 * field error (password / code: incorrect).
 */
export const POST = defineHandler({
  access: 'login',
  contract: upgradeContract,
  body: upgradeFields,
  limits: [{ limit: 10, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  async handle({ site, session, body }) {
    const { token, autoLogin, createdAt } = session as SessionData;
    const result =
      body.method === 'password'
        ? await upgradeByPassword(site.content, token, { password: body.password })
        : await byTan(site, token, body.code);
    if (!result.ok) return authFailure(result.error, { loggedIn: true });
    // On our clock: the sandbox API's may be set to another day.
    const upgradedUntil = Date.now() + result.data.upgradedSeconds * 1000;
    await startSession(site.market.code, result.data.token, { autoLogin, createdAt, upgradedUntil });
    return success({ ok: true as const, upgradedUntil: new Date(upgradedUntil).toISOString() });
  },
});
