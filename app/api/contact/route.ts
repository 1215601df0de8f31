import { defineHandler, success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { getMandant } from '@/lib/platform/content-api/config';
import { sendContactMessage } from '@/lib/platform/content-api/contact';
import { contactContract, contactMessage } from '@/lib/platform/contracts/contact';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * The contact form (SPEC §3, §7 POST /contact/send): validated with the same schema as the form, built
 * from the market's phone patterns; rate-limited per IP and per e-mail address. JSON answers for the
 * island; a form post without JavaScript is sent back to the contact page with ?status=sent or
 * ?error=<code>.
 */
export const POST = defineHandler({
  contract: contactContract,
  async body(site) {
    const mandant = await getMandant(site.content);
    return mandant.ok ? contactMessage(mandant.data.countryConfig) : undefined;
  },
  limits: [
    { limit: 10, windowMs: 15 * 60_000, key: ({ ip }) => ip },
    { limit: 3, windowMs: 60 * 60_000, key: ({ body }) => body.email.toLowerCase() },
  ],
  form: {
    done: (site) => localizedPath(site, '/contact', undefined, 'status=sent'),
    failed: (site, { error }) => localizedPath(site, '/contact', undefined, `error=${error}`),
  },
  async handle({ site, body }) {
    const receipt = await sendContactMessage(site.content, body);
    return receipt.ok ? success({ ok: true as const }, { status: 201 }) : upstreamFailure(receipt.error);
  },
});
