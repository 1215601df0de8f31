import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { LegalDocument as LegalText } from '@/content/legal/types';
import { formatDate } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';
import './legal.css';

type Props = {
  document: LegalText;
  /** ISO date of the last change. */
  updated: string;
  locale: Locale;
  /** What follows a section's text, by section id: tables, links. */
  extras?: Partial<Record<string, ReactNode>>;
};

/** A legal page: title, intro, date of the last change, contents, and one h2 section per heading. */
export async function LegalDocument({ document, updated, locale, extras = {} }: Props) {
  const t = await getTranslations('legal');
  const date = formatDate(new Date(`${updated}T12:00:00Z`), locale);
  return (
    <article className="container page legal">
      <h1>{document.title}</h1>
      <p className="lead">{document.intro}</p>
      <p className="fine-print">{t('updated', { date })}</p>
      <nav aria-label={t('toc')} className="legal-toc">
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="legal__section">
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
          {extras[section.id]}
        </section>
      ))}
    </article>
  );
}
