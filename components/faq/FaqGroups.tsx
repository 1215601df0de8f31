import type { FaqGroup } from '@/lib/platform/content-api/schemas';
import { getTranslations } from 'next-intl/server';
import { FaqQuestion } from './FaqQuestion';
import './faq.css';

/** The groups as headed sections of questions; search results are shown open with the words marked. */
export async function FaqGroups({ groups, terms = [] }: { groups: FaqGroup[]; terms?: string[] }) {
  const t = await getTranslations('faq');
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="faq-group">
          <h2 id={group.id}>{group.name}</h2>
          {group.questions.map((question) => (
            <FaqQuestion key={question.id} question={question} terms={terms} open={terms.length > 0} permalinkLabel={t('permalink')} />
          ))}
        </section>
      ))}
    </>
  );
}
