import { z } from 'zod';
import { SHOWN_HIDDEN_ID } from '@/lib/domain/hidden-tariffs';
import { routeContract } from './answer';

/**
 * POST /api/hidden-tariffs {id}: the detail page of a hidden tariff notes that its visitor has been
 * shown it (ADR 16). 200 {ok: true}; 404 not_found when the id is no hidden tariff of the market today
 * (unknown and public ids alike: a public tariff needs no list); 503 unavailable when the catalogue
 * cannot be read; the door's 403, 400 and 429.
 */
export const hiddenTariffRequest = z.object({ id: z.string().regex(SHOWN_HIDDEN_ID) });

export const hiddenTariffContract = routeContract(z.object({ ok: z.literal(true) }), ['not_found']);
