import { z } from 'zod';
import { ITEMISED_EVENTS, itemisedEvent, type ItemisedEvent } from '@/lib/platform/content-api/schemas';

/** The event types an itemised bill can be filtered by, for the page's choice. */
export { ITEMISED_EVENTS };

/** A month of an itemised bill and the events asked for (none: every event). */
export type ItemisedRequest = { year: number; month: number; events: ItemisedEvent[] };

const request = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
  month: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/)
    .transform(Number),
  // Repeated (?events=CALL&events=SMS); a doubled one counts once, in the order of ITEMISED_EVENTS.
  events: z.array(itemisedEvent).transform((events) => ITEMISED_EVENTS.filter((event) => events.includes(event))),
});

/**
 * The month and events of ?year=&month=&events=… (the itemised-bill page's GET form and its CSV
 * export read the same query); undefined when one of them is not valid.
 */
export function itemisedRequestOf(query: URLSearchParams): ItemisedRequest | undefined {
  const parsed = request.safeParse({
    year: query.get('year') ?? undefined,
    month: query.get('month') ?? undefined,
    events: query.getAll('events'),
  });
  return parsed.success ? parsed.data : undefined;
}

/** The same request as a query string, for links (the CSV export of what the page shows). */
export function itemisedQueryOf({ year, month, events }: ItemisedRequest): URLSearchParams {
  return new URLSearchParams([['year', String(year)], ['month', String(month)], ...events.map((event) => ['events', event])]);
}
