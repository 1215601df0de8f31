import type { L } from '../seed/types';

export type Language = keyof L;
const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'it'];

/** The first supported language of an Accept-Language header ("fr-CH,fr;q=0.9" → fr); English otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.language));
  return (found?.language as Language | undefined) ?? 'en';
}

function isLocalised(value: object): value is L {
  const keys = Object.keys(value);
  return (
    typeof (value as { en?: unknown }).en === 'string' &&
    keys.every((k) => (LANGUAGES as readonly string[]).includes(k) && typeof (value as Record<string, unknown>)[k] === 'string')
  );
}

export function pick(text: L, language: Language): string {
  return text[language] ?? text.en;
}

/** A localised text in `language` with its `{name}` placeholders filled in (a mail of the outbox). */
export const fill = (text: L, language: Language, values: Record<string, string>) =>
  pick(text, language).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Replaces every localised text in a seed record by its text in `language` (English fallback). */
export function localise(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => localise(item, language));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalised(value)) return pick(value, language);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v, language)]));
}
