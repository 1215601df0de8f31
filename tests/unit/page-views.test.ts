import { PAGE_VIEWS } from '@/app/page-views';
import { routeRequest, type ViewRequest } from '@/lib/platform/i18n/route-request';
import { readViewSegments, viewSuffix } from '@/lib/platform/page-views/view-path';
import { queryOf } from '@/lib/platform/page-views/views';

/** ADR 24: pages whose content depends on the query (or the visitor's shown hidden tariffs, or the day) are cached per canonical view. */
const NOON_IN_VIENNA = new Date('2026-11-26T11:00:00Z');
const request = (search: string, shownHiddenCookie?: string, now = NOON_IN_VIENNA): ViewRequest => ({
  views: PAGE_VIEWS,
  search: new URLSearchParams(search),
  shownHiddenCookie,
  now,
});
const target = (path: string, search: string, cookie?: string) => {
  const decision = routeRequest('AT', 'de-AT', path, request(search, cookie));
  if (decision.kind !== 'rewrite') throw new Error(`expected a rewrite, got ${JSON.stringify(decision)}`);
  return decision;
};
/** The view an internal path carries, decoded. */
const viewOf = (to: string) => {
  const at = to.indexOf('/-/');
  return at === -1
    ? ''
    : Buffer.from(
        to
          .slice(at + 3)
          .split('/')
          .join(''),
        'base64url',
      ).toString('utf8');
};

describe('the canonical view of a request', () => {
  it('is the plain page without query, or with only defaults and garbage in it', () => {
    expect(target('/tarife', '').to).toBe('/at/de-AT/tariffs');
    expect(target('/tarife', 'category=tariffs&sort=recommended&sim=nope&min=abc&utm_source=x').to).toBe('/at/de-AT/tariffs');
    expect(target('/smartphones', 'os=BeOS').to).toBe('/at/de-AT/smartphones');
    expect(target('/kontakt', 'status=failed').to).toBe('/at/de-AT/contact');
  });

  it('orders and spells the filters one way, so one set of filters is one cached page', () => {
    const a = target('/tarife', 'sort=price-asc&sim=esim&max=20,00');
    const b = target('/tarife', 'max=20&sim=ESIM&sort=price-asc&sim=SIM');
    expect(a.to).toBe(b.to);
    expect(viewOf(a.to)).toBe('sim=ESIM&max=20&sort=price-asc');
    expect(viewOf(target('/en/smartphones', 'sort=price-desc&os=ios&payment=INSTALMENTS').to)).toBe(
      'os=IOS&payment=INSTALMENTS&sort=price-desc',
    );
    expect(viewOf(target('/router', 'os=IOS&min=10').to)).toBe('min=10');
  });

  it('keeps a FAQ search as the search reads it, and an empty one apart from none', () => {
    expect(viewOf(target('/faq', 'q=%20%20eSIM%20%20aktivieren%20').to)).toBe('q=eSIM+aktivieren');
    expect(viewOf(target('/faq', 'q=').to)).toBe('q=');
    expect(viewOf(target('/faq', `q=${'x'.repeat(500)}`).to)).toBe(`q=${'x'.repeat(100)}`);
  });

  it('keeps the contact form outcome', () => {
    expect(viewOf(target('/kontakt', 'status=sent').to)).toBe('status=sent');
    expect(viewOf(target('/kontakt', 'error=rate_limited&x=1').to)).toBe('error=rate_limited');
  });

  it("gives a shop's page the market's day, whatever the query says", () => {
    expect(viewOf(target('/shops/wien-1', 'day=2020-01-01').to)).toBe('day=2026-11-26');
    const lateInVienna = target('/shops/wien-1', '', undefined);
    expect(lateInVienna.to.startsWith('/at/de-AT/shops/wien-1/-/')).toBe(true);
    const decision = routeRequest('AT', 'de-AT', '/shops/wien-1', request('', undefined, new Date('2026-11-26T23:30:00Z')));
    expect(decision.kind === 'rewrite' && viewOf(decision.to)).toBe('day=2026-11-27');
  });
});

describe('the hidden tariffs a visitor was shown (ADR 16)', () => {
  it('come from their cookie only, sorted, into the tariffs category only, and mark the view as theirs', () => {
    const shown = target('/tarife', 'sim=ESIM', 'HID-2,HID-1');
    expect(viewOf(shown.to)).toBe('sim=ESIM&shown=HID-1%2CHID-2');
    expect(shown.personal).toBe(true);
    expect(target('/tarife', 'category=smartphones', 'HID-1')).toEqual(target('/tarife', 'category=smartphones'));
    expect(target('/tarife', '').personal).toBeUndefined();
  });

  it('cannot be put into a view through the query', () => {
    expect(target('/tarife', 'shown=HID-1').to).toBe('/at/de-AT/tariffs');
    expect(target('/tarife', 'shown=HID-1', 'HID-2').to).toBe(target('/tarife', '', 'HID-2').to);
  });

  it('never let a visitor reach a view route by its internal path', () => {
    const internal = target('/tarife', '', 'HID-1').to;
    expect(target(internal, '').to).toBe('/at/de-AT/not-found');
    expect(target(`/tarife${internal.slice(internal.indexOf('/-/'))}`, '').to).toBe('/at/de-AT/not-found');
    expect(target('/tarife/-', '').to).toBe('/at/de-AT/tariffs/-');
  });
});

describe('reading a view back in the page', () => {
  const segments = (to: string) => to.slice(to.indexOf('/-/') + 3).split('/');

  it('gives the page the query and the facts the proxy put in', () => {
    const state = readViewSegments(PAGE_VIEWS['/tariffs'], segments(target('/tarife', 'sim=ESIM', 'HID-1').to));
    expect(state).toEqual({ query: { sim: 'ESIM', shown: 'HID-1' }, facts: { shownHidden: ['HID-1'], day: undefined } });
  });

  it('refuses segments the proxy would not write: not base64url, not canonical, a file-like name, or the plain view', () => {
    const encode = (view: string) => Buffer.from(view).toString('base64url');
    expect(readViewSegments(PAGE_VIEWS['/tariffs'], [encode('sort=price-asc&sim=ESIM')])).toBeUndefined();
    expect(readViewSegments(PAGE_VIEWS['/tariffs'], [`${encode('sim=ESIM')}.js`])).toBeUndefined();
    expect(readViewSegments(PAGE_VIEWS['/tariffs'], [encode('category=tariffs')])).toBeUndefined();
    expect(readViewSegments(PAGE_VIEWS['/faq'], [encode('q=%20esim')])).toBeUndefined();
    expect(readViewSegments(PAGE_VIEWS['/faq'], [encode('q=esim')])).toEqual({
      query: { q: 'esim' },
      facts: { shownHidden: [], day: undefined },
    });
  });

  it('splits long views into short segments (file names of the ISR cache) and reads them back', () => {
    const view = PAGE_VIEWS['/faq'](queryOf(new URLSearchParams({ q: 'ä😀'.repeat(60) })), { shownHidden: [] });
    const suffix = viewSuffix(view);
    const parts = suffix.split('/').slice(2);
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(100);
    expect(readViewSegments(PAGE_VIEWS['/faq'], parts)?.query.q).toBe('ä😀'.repeat(50));
  });
});
