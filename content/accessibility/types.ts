import type { LegalMarket } from '@/content/legal/text';
import type { LegalDocument } from '@/content/legal/types';

/** The statement's dates and the company, formatted for the page's locale. */
export type StatementFacts = { company: string; created: string; updated: string; assessed: string };

/** What differs by market: the law the statement follows and where to turn if our answer does not help. */
export type MarketLaw = { basis: string; enforcement: string[]; bodies: string[] };

export type StatementText = (market: LegalMarket, facts: StatementFacts) => LegalDocument;
