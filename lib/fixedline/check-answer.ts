import { z } from 'zod';
import { addressSearchResult, buildingType, fixedLineTariffs, foundSupplier, money } from '@/lib/platform/content-api/schemas';

/**
 * What our route handlers answer the availability check (app/api/fixedline/*), parsed again by the
 * browser island: the API's search result, and per supplier at the address the tariffs its line can
 * carry and its connection price per building type.
 */
export const fixedLineOffer = z.object({
  supplier: foundSupplier,
  tariffs: fixedLineTariffs,
  connections: z.array(z.object({ buildingTypeId: buildingType, name: z.string(), price: money })),
});
export type FixedLineOffer = z.infer<typeof fixedLineOffer>;

export const checkAnswer = z.object({
  ok: z.literal(true),
  result: addressSearchResult,
  offers: z.array(fixedLineOffer),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

export const contactAnswer = z.object({ ok: z.literal(true), deleteAfter: z.string() });

/** The last check of a tab as the fibre page keeps it in sessionStorage. */
export const storedCheck = z.object({
  address: z.object({
    zip: z.string(),
    city: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    stairs: z.string(),
    door: z.string(),
    buildingType: buildingType.or(z.literal('')),
  }),
  answer: checkAnswer.optional(),
  leadSent: z.boolean().optional(),
});
export type StoredCheck = z.infer<typeof storedCheck>;
