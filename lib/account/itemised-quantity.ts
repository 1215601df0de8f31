import type { ItemisedItem } from '@/lib/platform/content-api/schemas';

/** What an itemised event used: call time, messages or data (in MB, down and up together). */
export type ItemisedQuantity =
  { kind: 'duration'; minutes: number; seconds: number } | { kind: 'count'; count: number } | { kind: 'data'; megabytes: number };

/** A call time in minutes and seconds. */
export const durationOf = (seconds: number): ItemisedQuantity => ({
  kind: 'duration',
  minutes: Math.floor(seconds / 60),
  seconds: seconds % 60,
});

/**
 * The quantity an item is billed by. A roaming item is a call, SMS or data abroad, so it is read from
 * which of its values is set rather than from its event.
 */
export function quantityOf(item: Pick<ItemisedItem, 'duration' | 'count' | 'dataDown' | 'dataUp'>): ItemisedQuantity {
  if (item.duration > 0) return durationOf(item.duration);
  const megabytes = item.dataDown + item.dataUp;
  if (megabytes > 0) return { kind: 'data', megabytes };
  return { kind: 'count', count: item.count };
}
