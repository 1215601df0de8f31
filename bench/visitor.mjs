/**
 * A visitor driven over HTTP through our own route handlers, with cookies kept as a browser keeps
 * them (the checkout's and the customer area's benches).
 */
import { send } from './http.mjs';

/** A cookie jar: the name=value pairs the storefront set, sent back on every request. */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(setCookie = []) {
      for (const line of [].concat(setCookie)) {
        const [pair, ...attributes] = line.split(';');
        const [name, ...rest] = pair.split('=');
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), rest.join('='));
      }
    },
  };
}

export function visitor(origin) {
  const cookies = jar();
  const call = async (method, path, body) => {
    const headers = { Cookie: cookies.header(), Origin: origin, Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    const response = await send(`${origin}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    cookies.take(response.headers['set-cookie']);
    const text = response.body.toString('utf8');
    if (response.status >= 400) throw new Error(`${method} ${path} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    return text.startsWith('{') ? JSON.parse(text) : text;
  };
  return { call, cookieHeader: () => cookies.header() };
}
