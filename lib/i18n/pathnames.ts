/**
 * Localised public paths (ARCHITECTURE §3). One table serves both directions: the proxy turns a
 * public path into the internal route, and links turn an internal route into the public path.
 * Keys are internal routes under app/[market]/[locale]; values per language.
 */
export const PATHNAMES = {
  '/': { de: '/', en: '/', fr: '/', it: '/' },
  '/tariffs': { de: '/tarife', en: '/tariffs', fr: '/forfaits', it: '/tariffe' },
  '/tariffs/[slug]': { de: '/tarife/[slug]', en: '/tariffs/[slug]', fr: '/forfaits/[slug]', it: '/tariffe/[slug]' },
  '/cart': { de: '/warenkorb', en: '/cart', fr: '/panier', it: '/carrello' },
  '/account': { de: '/mein-konto', en: '/account', fr: '/mon-compte', it: '/area-clienti' },
  '/account/login': {
    de: '/mein-konto/anmelden',
    en: '/account/login',
    fr: '/mon-compte/connexion',
    it: '/area-clienti/accesso',
  },
} as const satisfies Record<string, Record<'de' | 'en' | 'fr' | 'it', string>>;

export type Route = keyof typeof PATHNAMES;
export type Language = 'de' | 'en' | 'fr' | 'it';
export type RouteParams = Record<string, string>;

/** Fills [param] placeholders; values are URI-encoded. */
export function fillParams(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a pattern with [param] segments; returns the params or null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const want = patternParts[i]!;
    const got = pathParts[i]!;
    const param = /^\[(\w+)\]$/.exec(want);
    if (param) {
      try {
        params[param[1]!] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

/** The internal route and params for a public path in a language, or null when none matches. */
export function resolvePublicPath(language: Language, path: string): { route: Route; params: RouteParams } | null {
  for (const route of Object.keys(PATHNAMES) as Route[]) {
    const params = matchPattern(PATHNAMES[route][language], path);
    if (params) return { route, params };
  }
  return null;
}
