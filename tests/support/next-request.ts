/**
 * Route handlers outside Next's request scope (jest): a cookie jar standing in for next/headers'
 * cookies() (get, set in both forms, delete; one jar per simulated browser) and draft mode off. Use
 * with `jest.mock('next/headers', () => nextHeaders)` and swap `browser.jar` to change browsers.
 */
type Cookie = { name: string; value: string };
/** The attributes a handler set a cookie with (httpOnly, sameSite, maxAge …), as it passed them. */
export type CookieOptions = { maxAge?: number; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string };

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  private readonly attributes = new Map<string, CookieOptions>();
  get = (name: string): Cookie | undefined => {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : { name, value };
  };
  set = (nameOrCookie: string | (Cookie & CookieOptions), value?: string, options?: CookieOptions): void => {
    const cookie = typeof nameOrCookie === 'string' ? { ...options, name: nameOrCookie, value: value ?? '' } : nameOrCookie;
    const { name, value: stored, ...attributes } = cookie;
    if (stored === '' || cookie.maxAge === 0) this.cookies.delete(name);
    else this.cookies.set(name, stored);
    this.attributes.set(name, attributes);
  };
  delete = (name: string): void => {
    this.cookies.delete(name);
  };
  has = (name: string): boolean => this.cookies.has(name);
  /** The attributes of the last set of this cookie. */
  optionsOf = (name: string): CookieOptions | undefined => this.attributes.get(name);
}

export const browser = { jar: new CookieJar() };

export const nextHeaders = {
  cookies: async () => browser.jar,
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
};

type Init = { origin?: string; host?: string; ip?: string; accept?: string; referer?: string };

/** A browser request to one of our handlers on the AT host (another origin or host where asked). */
export function jsonRequest(
  path: string,
  body: unknown,
  { origin = 'http://at.localhost:3000', host = 'at.localhost:3000', ip = '10.0.0.1' }: Init = {},
) {
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, origin, 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

/** The same form posted natively by a browser without JavaScript (urlencoded, HTML accepted), from the page `referer` where given. */
export function formPost(
  path: string,
  fields: Record<string, string>,
  { origin = 'http://at.localhost:3000', host = 'at.localhost:3000', ip = '10.0.0.1', referer }: Init = {},
) {
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: {
      host,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      'x-forwarded-for': ip,
      ...(referer ? { referer } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A multipart post (files), by an island (JSON answers) or natively (`accept: 'text/html'`). */
export function multipartPost(
  path: string,
  form: FormData,
  { origin = 'http://at.localhost:3000', host = 'at.localhost:3000', ip = '10.0.0.1', accept = 'application/json' }: Init = {},
) {
  // The Request sets the multipart Content-Type with its boundary.
  return new Request(`http://${host}${path}`, { method: 'POST', headers: { host, origin, accept, 'x-forwarded-for': ip }, body: form });
}
