/**
 * The selection cookie as the browser sees it: its name and how many items it holds, without zod, so
 * the cart badge in every page's header does not ship the schema library to the client.
 */
export const SELECTION_COOKIE = 'selected-product';

/** Items in a raw cookie value; anything unreadable counts as an empty cart (the server re-validates). */
export function countSelectedItems(value: string | undefined): number {
  if (!value) return 0;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    const items = (parsed as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.filter((item) => typeof item === 'object' && item !== null).length : 0;
  } catch {
    return 0;
  }
}
