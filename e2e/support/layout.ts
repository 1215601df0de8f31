import type { Page } from '@playwright/test';

/**
 * What overflows its box horizontally inside the elements matching `selector` (the elements
 * included): content wider than its box (scrollWidth beyond clientWidth), or a descendant reaching
 * past the element's edges. What clips on purpose (overflow hidden or clip, such as visually hidden
 * text) is left out with its content. Each finding names the element and its text, for the failure message.
 */
export async function horizontalOverflows(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((containers) => {
    const clips = (el: Element) => /hidden|clip/.test(getComputedStyle(el).overflowX);
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').trim().slice(0, 40)}`;
    return containers.flatMap((container) => {
      const box = container.getBoundingClientRect();
      const clipped = (el: Element) => {
        for (let at: Element | null = el; at && at !== container.parentElement; at = at.parentElement) if (clips(at)) return true;
        return false;
      };
      return [container, ...container.querySelectorAll('*')].flatMap((el) => {
        if (clipped(el)) return [];
        const rect = el.getBoundingClientRect();
        const found: string[] = [];
        if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
          found.push(`${describe(el)}: content ${el.scrollWidth}px in ${el.clientWidth}px`);
        if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1))
          found.push(`${describe(el)}: beyond its container's edge`);
        return found;
      });
    });
  });
}
