/** /faq: the FAQ groups of a market in seed order. */
import type { SeedFaqGroup } from '../../seed/types';
import { seededList } from './documents';

export const faq = seededList<SeedFaqGroup>('faq_documents', (seed) => seed.faq);
