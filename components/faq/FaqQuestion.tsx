import type { FaqGroup } from '@/lib/platform/content-api/schemas';
import { Highlighted } from './Highlighted';
import './faq.css';

type Question = FaqGroup['questions'][number];

type Props = {
  question: Question;
  terms: string[];
  open: boolean;
  permalinkLabel: string;
  /** Where the question lives elsewhere (the help centre links to /faq#id); then it is no anchor here. */
  permalink?: string;
};

/** One question as a disclosure; its id is the deep-link target (/faq#esim-activate). */
export function FaqQuestion({ question, terms, open, permalinkLabel, permalink }: Props) {
  return (
    <details id={permalink ? undefined : question.id} className="faq-question" open={open || undefined}>
      <summary>
        <Highlighted text={question.question} terms={terms} />
      </summary>
      <div className="faq-question__answer">
        <p>
          <Highlighted text={question.answer} terms={terms} />
        </p>
        <p className="fine-print">
          <a href={permalink ?? `#${question.id}`}>{permalinkLabel}</a>
        </p>
      </div>
    </details>
  );
}
