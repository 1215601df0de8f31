import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { sendSocialTariffApplication } from '@/lib/platform/content-api/social-tariff';
import { socialTariffContract, socialTariffRequest } from '@/lib/platform/contracts/social-tariff';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { applicationForm, checkedNotice, MAX_APPLICATION_BYTES } from '@/lib/content/social-tariff-application';

/**
 * POST /api/social-tariff: a social-tariff application (multipart: fields and the notice) forwarded to
 * POST /socialtariff/applications; answers in lib/platform/contracts/social-tariff.ts. 10 per IP an hour. A
 * native form post (no JavaScript) is sent back to the page with the outcome as its fragment and, on
 * failure, ?error=<code>.
 */
export const POST = defineHandler({
  contract: socialTariffContract,
  maxBytes: MAX_APPLICATION_BYTES,
  body: socialTariffRequest,
  limits: [{ limit: 10, windowMs: 60 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (site) => `${localizedPath(site, '/social-tariff')}#application-sent`,
    failed: (site, { error }) => `${localizedPath(site, '/social-tariff', undefined, `error=${error}`)}#application-failed`,
  },
  async handle({ site, body: { notice, ...fields } }) {
    const checked = await checkedNotice(notice);
    if (!checked.ok) return failure(checked.status, checked.error);
    const sent = await sendSocialTariffApplication(site.content, applicationForm({ fields, notice: checked.notice }));
    return sent.ok ? success({ ok: true as const, id: sent.data.id }, { status: 201 }) : upstreamFailure(sent.error);
  },
});
