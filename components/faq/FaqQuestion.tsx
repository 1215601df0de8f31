import type { FaqGroup } from '@/lib/content-api/schemas';
import { Highlighted } from './Highlighted';
import './faq.css';

type Question = FaqGroup['questions'][number];

/** One question as a disclosure; its id is the deep-link target (/faq#esim-activate). */
export function FaqQuestion({ question, terms, open, permalinkLabel }: { question: Question; terms: string[]; open: boolean; permalinkLabel: string }) {
  return (
    <details id={question.id} className="faq-question" open={open || undefined}>
      <summary>
        <Highlighted text={question.question} terms={terms} />
      </summary>
      <div className="faq-question__answer">
        <p>
          <Highlighted text={question.answer} terms={terms} />
        </p>
        <p className="fine-print">
          <a href={`#${question.id}`}>{permalinkLabel}</a>
        </p>
      </div>
    </details>
  );
}
