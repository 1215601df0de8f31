import type { ReactNode } from 'react';
import type { InfoDocument, InfoGuide, InfoSection } from '@/content/info/types';
import './info.css';
import '@/components/legal/legal.css';

type Props = {
  document: InfoDocument;
  /** Label of the table of contents. */
  tocLabel: string;
  /** Extra content after a section's text, by section id (a worked example, a calculator). */
  extras?: Partial<Record<string, ReactNode>>;
};

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="steps">
      {steps.map((step, i) => (
        <li key={i}>{step}</li>
      ))}
    </ol>
  );
}

function Guide({ sectionId, guide }: { sectionId: string; guide: InfoGuide }) {
  const headingId = `${sectionId}-${guide.id}`;
  return (
    <section className="info-guide" aria-labelledby={headingId}>
      <h3 id={headingId}>{guide.heading}</h3>
      <Steps steps={guide.steps} />
      {guide.note && <p className="fine-print">{guide.note}</p>}
    </section>
  );
}

function Section({ section, extra }: { section: InfoSection; extra?: ReactNode }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {section.list && (
        <ul className="checklist">
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps && <Steps steps={section.steps} />}
      {section.guides && (
        <div className="info-guides">
          {section.guides.map((guide) => (
            <Guide key={guide.id} sectionId={section.id} guide={guide} />
          ))}
        </div>
      )}
      {extra}
    </section>
  );
}

/**
 * An information page: title, intro, contents, then its sections with lists, numbered steps and
 * platform guides. The legal pages' renderer (components/legal/LegalDocument) has the same shape
 * without steps and guides but with a date of the last change; both share the contents style.
 */
export function InfoArticle({ document, tocLabel, extras = {} }: Props) {
  return (
    <article className="info-article">
      <h1>{document.title}</h1>
      <p className="lead">{document.intro}</p>
      <nav aria-label={tocLabel} className="legal-toc">
        <ol>
          {document.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <Section key={section.id} section={section} extra={extras[section.id]} />
      ))}
    </article>
  );
}
