import { z } from 'zod';

/**
 * The stored selected product (SPEC §2: logout clears it). A cookie readable by the cart badge, so
 * the cart page renders on the server and the order button works without JavaScript.
 */
export const SELECTION_COOKIE = 'selected-product';
export const SELECTION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const selectionItem = z.object({ kind: z.literal('tariff'), id: z.string().min(1).max(64) });
export type SelectionItem = z.infer<typeof selectionItem>;

const selection = z.object({ items: z.array(selectionItem).max(10) });
export type Selection = z.infer<typeof selection>;

export const EMPTY_SELECTION: Selection = { items: [] };

/** A cookie value that is not a valid selection counts as an empty one. */
export function parseSelection(value: string | undefined): Selection {
  if (!value) return EMPTY_SELECTION;
  try {
    const parsed = selection.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : EMPTY_SELECTION;
  } catch {
    return EMPTY_SELECTION;
  }
}

export function serializeSelection(value: Selection): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** SPEC §8 "only one tariff can be ordered at present": a new tariff replaces the previous one. */
export function addTariff(current: Selection, id: string): { selection: Selection; replaced: boolean } {
  const others = current.items.filter((i) => i.kind !== 'tariff');
  const replaced = current.items.some((i) => i.kind === 'tariff' && i.id !== id);
  return { selection: { items: [...others, { kind: 'tariff', id }] }, replaced };
}

export function removeItem(current: Selection, id: string): Selection {
  return { items: current.items.filter((i) => i.id !== id) };
}
