import { COMPANIES } from '@/content/legal/companies';
import { contentLocale, forMarket, legalMarket } from '@/content/legal/text';
import type { LegalDocument, LegalLanguage } from '@/content/legal/types';
import { formatDate, formatMonth } from '@/lib/platform/i18n/format';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { statementDe } from './de';
import { statementEn } from './en';
import { statementFr } from './fr';
import { statementIt } from './it';
import type { StatementText } from './types';

/** SPEC §2: created 02.06.2025, updated 07.10.2025, assessed against WCAG 2.1 AA in May 2025. */
export const STATEMENT_DATES = { created: '2025-06-02', updated: '2025-10-07', assessed: '2025-05' } as const;

const BY_LANGUAGE: Record<LegalLanguage, StatementText> = { de: statementDe, en: statementEn, fr: statementFr, it: statementIt };

const day = (iso: string, language: LegalLanguage, market: MarketCode) =>
  formatDate(new Date(`${iso}T12:00:00Z`), contentLocale(market, language));

/**
 * The accessibility statement of a market's shop in a language: 19 sections from scope to version
 * history, the market's law and enforcement procedure, dates formatted in the market's locale. The
 * `feedback` section is followed by the service contacts of /config/mandant on the page.
 */
export function accessibilityStatement(market: MarketCode, language: LegalLanguage): LegalDocument {
  const facts = {
    company: COMPANIES[market].name,
    created: day(STATEMENT_DATES.created, language, market),
    updated: day(STATEMENT_DATES.updated, language, market),
    assessed: formatMonth(STATEMENT_DATES.assessed, contentLocale(market, language)),
  };
  return forMarket(market, language, BY_LANGUAGE[language](legalMarket(market), facts));
}
