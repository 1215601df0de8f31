import { firstInHead } from '@/door/first-in-head';

const BOOT = '<script data-first-in-head="">document.documentElement.dataset.x=""</script>';
const page = (head: string) =>
  `<!DOCTYPE html><html lang="de-AT"><head><meta charSet="utf-8"/>${head}</head><body><script>self.__next_f=[]</script></body></html>`;

describe('the door: head scripts that must not wait for the stylesheets', () => {
  it('moves a marked script before the stylesheet links, right after the charset', () => {
    const html = page(
      `<meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><title>T</title>${BOOT}<script src="/b.js" noModule=""></script>`,
    );
    expect(firstInHead(html)).toBe(
      page(
        `${BOOT}<meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><title>T</title><script src="/b.js" noModule=""></script>`,
      ),
    );
  });

  it('leaves a page without marked scripts, and the scripts of the body, as they are', () => {
    const html = page('<link rel="stylesheet" href="/a.css"/><script>inline()</script>');
    expect(firstInHead(html)).toBe(html);
    const marked = `<html><head><link rel="stylesheet" href="/a.css"/></head><body>${BOOT}</body></html>`;
    expect(firstInHead(marked)).toBe(marked);
  });

  it('puts it at the head start when there is no charset, and keeps the page whole', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"/>${BOOT}</head><body><p>x</p></body></html>`;
    expect(firstInHead(html)).toBe(`<html><head>${BOOT}<link rel="stylesheet" href="/a.css"/></head><body><p>x</p></body></html>`);
    expect(firstInHead(html)).toHaveLength(html.length);
  });
});
