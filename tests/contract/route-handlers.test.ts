/**
 * Our route handlers on the one door (lib/platform/bff/handler.ts), called as Next calls them, against the
 * reference API: foreign Origin, bad body, rate limit with Retry-After, and a form posted without
 * JavaScript answered with a 303 that carries the error code. Answers are parsed with the routes'
 * own contracts (lib/platform/contracts), so a contract change fails here too.
 */
import { loginContract } from '@/lib/platform/contracts/auth';
import { cartContract } from '@/lib/cart/cart-contract';
import { contactContract } from '@/lib/platform/contracts/contact';
import type { ErrorBody } from '@/lib/platform/contracts/answer';
import { hiddenTariffContract } from '@/lib/platform/contracts/hidden-tariffs';
import { socialTariffContract } from '@/lib/platform/contracts/social-tariff';
import { sessionExpiredAnswer } from '@/lib/platform/contracts/upstream';
import { customerProducts } from '@/lib/platform/content-api/schemas';
import { PERSONAL_COOKIE } from '@/lib/cart/personal-data';
import { parseSelection, SELECTION_COOKIE, serializeSelection, type SelectionItem } from '@/lib/cart/selection';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';
import { browser, CookieJar, formPost, jsonRequest, multipartPost } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let routes: {
  cart: typeof import('@/app/api/cart/route');
  consent: typeof import('@/app/api/consent/route');
  cartPrune: typeof import('@/app/api/cart/prune/route');
  contact: typeof import('@/app/api/contact/route');
  hiddenTariffs: typeof import('@/app/api/hidden-tariffs/route');
  login: typeof import('@/app/api/auth/login/route');
  socialTariff: typeof import('@/app/api/social-tariff/route');
  upstream: typeof import('@/app/api/upstream/[...path]/route');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  routes = {
    cart: await import('@/app/api/cart/route'),
    consent: await import('@/app/api/consent/route'),
    cartPrune: await import('@/app/api/cart/prune/route'),
    contact: await import('@/app/api/contact/route'),
    hiddenTariffs: await import('@/app/api/hidden-tariffs/route'),
    login: await import('@/app/api/auth/login/route'),
    socialTariff: await import('@/app/api/social-tariff/route'),
    upstream: await import('@/app/api/upstream/[...path]/route'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const FOREIGN = { origin: 'https://evil.example' };
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

/** Posts until the door refuses; the refusal must come after exactly `limit` accepted calls. */
async function exhaust(limit: number, send: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i < limit; i += 1) expect((await send()).status).not.toBe(429);
  return send();
}

function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return response.json().then((body) => expect(body).toEqual({ error: 'rate_limited', retryAfter }));
}

describe('POST /api/cart', () => {
  const POST = (request: Request) => routes.cart.POST(request);

  it('refuses another origin', async () => {
    const response = await POST(jsonRequest('/api/cart', { action: 'add', id: 'AT-MOBILE-M' }, FOREIGN));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('forbidden_origin');
  });

  it('answers a bad body with 400 and its fields', async () => {
    const response = await POST(jsonRequest('/api/cart', { action: 'buy', id: 'AT-MOBILE-M' }));
    expect(response.status).toBe(400);
    expect(cartContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'action', code: 'invalid_format' }],
    });
  });

  it('adds a tariff and answers with the contract', async () => {
    const response = await POST(jsonRequest('/api/cart', { action: 'add', id: 'AT-MOBILE-M', locale: 'de-AT' }));
    expect(response.status).toBe(200);
    const answer = cartContract.ok.parse(await response.json());
    expect(answer.redirect).toBe('/warenkorb?notice=added&item=AT-MOBILE-M');
  });

  it('sends a form post without JavaScript back to the cart with the error code', async () => {
    const response = await POST(formPost('/api/cart', { action: 'add', id: 'NO-SUCH-TARIFF', locale: 'de-AT' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/warenkorb?notice=unknown_product&item=NO-SUCH-TARIFF');
    const bad = await POST(formPost('/api/cart', { action: 'add', id: '' }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/warenkorb?notice=invalid_request');
  });

  it('limits calls per IP with Retry-After', async () => {
    const remove = () => POST(jsonRequest('/api/cart', { action: 'remove', id: 'AT-MOBILE-M' }, { ip: '10.1.0.1' }));
    await expectRateLimited(await exhaust(120, remove));
  });
});

describe('POST /api/consent', () => {
  const POST = (request: Request) => routes.consent.POST(request);

  it('sends a form post without JavaScript back to its returnTo, else to the page the Referer names, else home', async () => {
    const settings = await POST(
      formPost('/api/consent', { decision: 'none', returnTo: '/cookie-einstellungen' }, { referer: 'http://at.localhost:3000/tarife' }),
    );
    expect(settings.status).toBe(303);
    expect(settings.headers.get('location')).toBe('/cookie-einstellungen');
    // The banner is part of the layout, which does not know its page: it sends no returnTo.
    const banner = await POST(formPost('/api/consent', { decision: 'all' }, { referer: 'http://at.localhost:3000/tarife?sort=price' }));
    expect(banner.headers.get('location')).toBe('/tarife?sort=price');
    expect(browser.jar.get('consent')).toBeDefined();
    const elsewhere = await POST(formPost('/api/consent', { decision: 'all' }, { referer: 'https://evil.example/phish' }));
    expect(elsewhere.headers.get('location')).toBe('/');
    expect((await POST(formPost('/api/consent', { decision: 'all' }))).headers.get('location')).toBe('/');
  });
});

describe('GET /api/cart/prune', () => {
  const line = { kind: 'fixedline', id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' } as const;
  const home = { fixedLine: { id: 'AT-FIBRE-300', address: 'Neubaugasse 12, 1070 Wien' } };
  const prune = (query = '?locale=de-AT') => {
    const host = 'at.localhost:3000';
    return routes.cartPrune.GET(new Request(`http://${host}/api/cart/prune${query}`, { headers: { host, 'x-forwarded-for': '10.6.0.1' } }));
  };
  /** A browser whose cart holds these items, and the line's address sealed beside them. */
  const store = async (items: SelectionItem[]) => {
    const { sealPersonal } = await import('@/lib/cart/personal-store');
    browser.jar.set(SELECTION_COOKIE, serializeSelection({ items }));
    browser.jar.set(PERSONAL_COOKIE, await sealPersonal(home, 'AT', process.env.SESSION_SECRET!));
  };
  const stored = () => ({ selection: browser.jar.get(SELECTION_COOKIE)?.value, personal: browser.jar.get(PERSONAL_COOKIE)?.value });
  const expectCart = async (response: Response, notice: string) => {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/warenkorb?notice=${notice}`);
  };

  it('stores the cart without an unknown tariff once, keeps the rest, and says so once', async () => {
    await store([{ kind: 'tariff', id: 'NO-SUCH-TARIFF' }, line]);
    const personal = stored().personal;
    await expectCart(await prune(), 'unavailable');
    expect(parseSelection(stored().selection).items).toEqual([line]);
    expect(stored().personal).toBe(personal); // the line and its sealed address stay, not even rewritten
    const after = stored();
    await expectCart(await prune(), 'checked');
    expect(stored()).toEqual(after);
  });

  it('drops a fixed line its supplier no longer offers, and its sealed address with it', async () => {
    await store([
      { kind: 'tariff', id: 'AT-MOBILE-M' },
      { ...line, supplier: 'NO-SUCH-SUPPLIER' },
    ]);
    await expectCart(await prune(), 'unavailable');
    expect(parseSelection(stored().selection).items).toEqual([{ kind: 'tariff', id: 'AT-MOBILE-M' }]);
    expect(browser.jar.has(PERSONAL_COOKIE)).toBe(false);
  });

  it('removes nothing when everything is available, whatever ids a forged link names', async () => {
    await store([{ kind: 'tariff', id: 'AT-MOBILE-M' }, line]);
    const before = stored();
    await expectCart(await prune('?locale=de-AT&id=AT-MOBILE-M&item=AT-FIBRE-300&notice=unavailable'), 'checked');
    expect(stored()).toEqual(before);
  });

  it('removes nothing while the content API cannot be read', async () => {
    await store([{ kind: 'tariff', id: 'NO-SUCH-TARIFF' }, line]);
    const before = stored();
    const down = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    try {
      // No mandant read (jest has no data cache to keep the last one): the market's first locale stays
      // the default (lib/domain/market-locale.ts), so the cart keeps its URL during the outage.
      await expectCart(await prune(), 'checked');
      expect(down).toHaveBeenCalled();
    } finally {
      down.mockRestore();
    }
    expect(stored()).toEqual(before);
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Anna Berger',
    email: 'anna.limit@example.org',
    phone: '0660 1234567',
    subject: 'other',
    message: 'Hallo',
    locale: 'de-AT',
  };
  const POST = (request: Request) => routes.contact.POST(request);

  it('refuses another origin', async () => {
    expect((await POST(jsonRequest('/api/contact', message, FOREIGN))).status).toBe(403);
  });

  it('answers a bad body with 400 and the fields by the market’s rules', async () => {
    const response = await POST(jsonRequest('/api/contact', { ...message, email: 'anna', phone: '12' }));
    expect(response.status).toBe(400);
    expect(contactContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [
        { field: 'email', code: 'invalid_format' },
        { field: 'phone', code: 'invalid_format' },
      ],
    });
  });

  it('sends a form post without JavaScript back to the contact page with the outcome', async () => {
    const bad = await POST(formPost('/api/contact', { ...message, email: 'anna' }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/kontakt?error=invalid_request');
    const sent = await POST(formPost('/api/contact', { ...message, email: 'anna.form@example.org' }, { ip: '10.2.0.9' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/kontakt?status=sent');
  });

  it('limits messages per e-mail address with Retry-After', async () => {
    const send = () => POST(jsonRequest('/api/contact', message, { ip: '10.2.0.1' }));
    const first = await send();
    expect(first.status).toBe(201);
    expect(contactContract.ok.parse(await first.json())).toEqual({ ok: true });
    await expectRateLimited(await exhaust(2, send));
  });
});

/**
 * The hidden tariff's detail page adds it to the visitor's session list (ADR 16). Refused ids (public,
 * unknown, another market's) answer 404 not_found alike and leave the list as it was.
 */
describe('POST /api/hidden-tariffs', () => {
  const POST = (request: Request) => routes.hiddenTariffs.POST(request);
  const remember = (id: string, init: Parameters<typeof jsonRequest>[2] = {}) =>
    POST(jsonRequest('/api/hidden-tariffs', { id }, { ip: '10.6.0.1', ...init }));
  const listed = () => browser.jar.get(SHOWN_HIDDEN_COOKIE)?.value;
  /** A refusal by the route's contract, and the list left as it was (empty). */
  const expectRefused = async (response: Response, status: number, body: ErrorBody) => {
    expect(response.status).toBe(status);
    expect(hiddenTariffContract.error.parse(await response.json())).toEqual(body);
    expect(listed()).toBeUndefined();
  };

  it('refuses another origin', async () => {
    await expectRefused(await remember('AT-MOBILE-FRIENDS', FOREIGN), 403, { error: 'forbidden_origin' });
  });

  it('answers an id that cannot be a tariff id with 400', async () => {
    await expectRefused(await remember('AT,MOBILE'), 400, { error: 'invalid_request', fields: [{ field: 'id', code: 'invalid_format' }] });
  });

  it.each([
    ['a public tariff', 'AT-MOBILE-M'],
    ['an unknown tariff', 'NO-SUCH-TARIFF'],
    ['a hidden tariff of another market', 'UK-FRIENDS-60GB'],
  ])('refuses %s with 404 not_found and lists nothing', async (_what, id) => {
    await expectRefused(await remember(id), 404, { error: 'not_found' });
  });

  it('adds a hidden tariff of the market once, in an httpOnly session cookie', async () => {
    const response = await remember('AT-MOBILE-FRIENDS');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(hiddenTariffContract.ok.parse(await response.json())).toEqual({ ok: true });
    expect(listed()).toBe('AT-MOBILE-FRIENDS');
    expect((await remember('AT-MOBILE-FRIENDS')).status).toBe(200);
    expect((await remember('AT-MOBILE-M')).status).toBe(404);
    expect(listed()).toBe('AT-MOBILE-FRIENDS');
    const options = browser.jar.optionsOf(SHOWN_HIDDEN_COOKIE)!;
    expect(options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(options.maxAge).toBeUndefined();
  });

  it('keeps ids it cannot read out of the list it writes back', async () => {
    browser.jar.set(SHOWN_HIDDEN_COOKIE, 'AT-OLD,<x>,');
    expect((await remember('AT-MOBILE-FRIENDS')).status).toBe(200);
    expect(listed()).toBe('AT-OLD,AT-MOBILE-FRIENDS');
  });

  it('limits calls per IP with Retry-After', async () => {
    await expectRateLimited(await exhaust(30, () => remember('NO-SUCH-TARIFF', { ip: '10.6.9.9' })));
  });
});

describe('POST /api/auth/login', () => {
  const POST = (request: Request) => routes.login.POST(request);
  const wrong = { identifier: '10000002', password: 'not-the-password', locale: 'de-AT' };

  it('refuses another origin', async () => {
    expect((await POST(jsonRequest('/api/auth/login', wrong, FOREIGN))).status).toBe(403);
  });

  it('answers a bad body with 400', async () => {
    const response = await POST(jsonRequest('/api/auth/login', { identifier: '', password: 'x' }));
    expect(response.status).toBe(400);
    expect(loginContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'identifier', code: 'required' }],
    });
  });

  it('sends a form post without JavaScript back to the login page with the error code, or on to the account', async () => {
    const refused = await POST(formPost('/api/auth/login', wrong, { ip: '10.3.0.9' }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/mein-konto/anmelden?error=invalid_credentials');
    const done = await POST(
      formPost('/api/auth/login', { identifier: '10000001', password: 'Demo-Passwort-2026', locale: 'en-GB' }, { ip: '10.3.0.9' }),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en/account');
  });

  it('limits attempts per account with Retry-After, whatever the IP', async () => {
    let ip = 0;
    const guess = { ...wrong, identifier: '10000099' };
    const attempt = () => POST(jsonRequest('/api/auth/login', guess, { ip: `10.3.1.${(ip += 1)}` }));
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(loginContract.error.parse(await first.json())).toEqual({ error: 'invalid_credentials' });
    await expectRateLimited(await exhaust(4, attempt));
  });
});

describe('POST /api/social-tariff', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const application = (notice = true) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Maria Huber',
      email: 'maria.huber@example.org',
      phone: '0660 1234567',
      householdSize: '2',
      locale: 'de-AT',
    })) {
      form.set(key, value);
    }
    if (notice) form.set('notice', new File([PDF], 'bescheid.pdf', { type: 'application/pdf' }));
    return form;
  };
  const POST = (request: Request) => routes.socialTariff.POST(request);

  it('refuses another origin', async () => {
    expect((await POST(multipartPost('/api/social-tariff', application(), FOREIGN))).status).toBe(403);
  });

  it('answers a bad body with 400 and its fields, the missing notice among them', async () => {
    const form = application(false);
    form.set('email', 'maria');
    const response = await POST(multipartPost('/api/social-tariff', form));
    expect(response.status).toBe(400);
    expect(socialTariffContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [
        { field: 'email', code: 'invalid_format' },
        { field: 'notice', code: 'required' },
      ],
    });
  });

  it('sends a native form post back to the page with the error code, or the confirmation', async () => {
    const failed = await POST(multipartPost('/api/social-tariff', application(false), { accept: 'text/html', ip: '10.4.0.9' }));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/sozialtarif?error=invalid_request#application-failed');
    const sent = await POST(multipartPost('/api/social-tariff', application(), { accept: 'text/html', ip: '10.4.0.9' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/sozialtarif#application-sent');
  });

  it('limits applications per IP with Retry-After', async () => {
    const send = () => POST(multipartPost('/api/social-tariff', application(), { ip: '10.4.0.1' }));
    const first = await send();
    expect(first.status).toBe(201);
    expect(socialTariffContract.ok.parse(await first.json()).id).not.toBe('');
    await expectRateLimited(await exhaust(9, send));
  });
});

describe('/api/upstream', () => {
  const call = (
    path: string,
    init: { method?: 'GET' | 'POST' | 'PUT'; query?: string; ip?: string; origin?: string; body?: unknown } = {},
  ) => {
    const host = 'at.localhost:3000';
    const request = new Request(`http://${host}/api/upstream/${path}${init.query ?? ''}`, {
      method: init.method ?? 'GET',
      headers: {
        host,
        origin: init.origin ?? `http://${host}`,
        'x-forwarded-for': init.ip ?? '10.5.0.1',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return routes.upstream[init.method ?? 'GET'](request, { params: Promise.resolve({ path: path.split('/') }) });
  };
  const logIn = async (identifier = '10000001') => {
    const response = await routes.login.POST(
      jsonRequest('/api/auth/login', { identifier, password: 'Demo-Passwort-2026' }, { ip: '10.5.9.9' }),
    );
    expect(response.status).toBe(200);
  };

  it('refuses a state-changing call from another origin before looking at the path', async () => {
    const response = await call('customerarea/products', { method: 'POST', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('forbidden_origin');
  });

  it('answers 404 for calls off the allow-list and 401 without a session', async () => {
    expect((await call('authentication/login', { method: 'POST' })).status).toBe(404);
    expect((await call('customerarea/products')).status).toBe(401);
  });

  it('forwards a listed call with the session’s token, parsed by its schema', async () => {
    await logIn();
    const response = await call('customerarea/products');
    expect(response.status).toBe(200);
    expect(customerProducts.parse(await response.json()).length).toBeGreaterThan(0);
  });

  it('passes a 403 that upgrading would not cure through with its code (forwarding without the CALL_FORWARDING feature)', async () => {
    await logIn('10000002');
    const response = await call('customerarea/settings/P-10000002-1', {
      method: 'PUT',
      body: { forward: { enabled: true, msisdn: '+436641234567' } },
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('feature_required');
  });

  it('refuses query parameters the allow-list does not name (bad input)', async () => {
    await logIn();
    const response = await call('customerarea/products', { query: '?customerId=20000001' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('invalid_request');
  });

  it('logs out on an upstream 401: session and cart cleared, the logout address answered (SPEC §4)', async () => {
    await logIn();
    browser.jar.set(SELECTION_COOKIE, serializeSelection({ items: [{ kind: 'tariff', id: 'AT-MOBILE-M' }] }));
    // The content API's token outlives nothing: 13 hours on, it refuses it.
    api.clock.set(new Date(Date.now() + 13 * 60 * 60_000));
    try {
      const response = await call('customerarea/products');
      expect(response.status).toBe(401);
      expect(sessionExpiredAnswer.parse(await response.json())).toEqual({ error: 'session_expired', logout: '/' });
      expect(browser.jar.has('__Host-session')).toBe(false);
      expect(browser.jar.has(SELECTION_COOKIE)).toBe(false);
    } finally {
      api.clock.set(new Date());
    }
  });

  // 300 calls to the reference API: seconds on a loaded 2-core machine, more than jest's default 5.
  it('limits calls per IP with Retry-After', async () => {
    await logIn();
    await expectRateLimited(await exhaust(300, () => call('user/status', { ip: '10.5.0.2' })));
  });
});
