import { cookies } from 'next/headers';
import { z } from 'zod';
import { getTariff } from '@/lib/content-api/tariffs';
import { jsonError } from '@/lib/bff/errors';
import { readBody, seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import {
  addTariff,
  parseSelection,
  removeItem,
  SELECTION_COOKIE,
  SELECTION_MAX_AGE_SECONDS,
  serializeSelection,
} from '@/lib/cart/selection';
import { localizedPath } from '@/lib/i18n/paths';

const body = z.object({
  action: z.enum(['add', 'remove']),
  id: z.string().trim().min(1).max(64),
  locale: z.string().max(10).optional(),
});

/** Adds a tariff to (or removes it from) the stored selection, then shows the cart. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request');
  const { action, id, locale } = input.data;
  const site = await requestSite(request, locale);
  const jar = await cookies();
  const current = parseSelection(jar.get(SELECTION_COOKIE)?.value);
  let notice: string;
  let next = current;
  if (action === 'add') {
    const tariff = await getTariff(site.content, id);
    if (!tariff.ok) {
      if (tariff.error.kind !== 'not_found') return jsonError(503, 'unavailable');
      return input.fromForm
        ? seeOther(localizedPath(site, '/cart', undefined, 'notice=unavailable'))
        : jsonError(404, 'unknown_product');
    }
    const added = addTariff(current, id);
    next = added.selection;
    notice = added.replaced ? 'replaced' : 'added';
  } else {
    next = removeItem(current, id);
    notice = 'removed';
  }
  jar.set(SELECTION_COOKIE, serializeSelection(next), {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: false,
    maxAge: SELECTION_MAX_AGE_SECONDS,
  });
  const query = new URLSearchParams({ notice, item: id }).toString();
  const cartPath = localizedPath(site, '/cart', undefined, query);
  return input.fromForm ? seeOther(cartPath) : Response.json({ ok: true, items: next.items, redirect: cartPath });
}
