import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FaqQuestion } from '@/components/faq/FaqQuestion';
import { Highlighted } from '@/components/faq/Highlighted';
import type { HelpEntry } from '@/lib/content/help/search';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { INFO_ROUTES } from '@/lib/content/info-topics';
import type { Site } from '@/lib/platform/site/site';

type Props = { entries: HelpEntry[]; site: Site; terms?: string[] };

/**
 * A topic's answers: its FAQ questions as disclosures (open and marked in search results), linked to
 * their place in the FAQ, then its guides: links to the information pages (to the section found).
 */
export async function HelpEntries({ entries, site, terms = [] }: Props) {
  const t = await getTranslations('help');
  const faq = await getTranslations('faq');
  const faqPath = localizedPath(site, '/faq');
  const questions = entries.filter((e) => e.kind === 'faq');
  const guides = entries.filter((e) => e.kind === 'info');
  return (
    <>
      {questions.map((entry) => (
        <FaqQuestion
          key={entry.id}
          question={{ id: entry.id, question: entry.title, answer: entry.text }}
          terms={terms}
          open={terms.length > 0}
          permalinkLabel={faq('permalink')}
          permalink={`${faqPath}#${entry.id}`}
        />
      ))}
      {guides.length > 0 && (
        <>
          <h3>{t('guidesHeading')}</h3>
          <ul className="link-list">
            {guides.map((entry) => (
              <li key={`${entry.page}#${entry.id}`}>
                <Link href={`${localizedPath(site, INFO_ROUTES[entry.page])}${entry.id ? `#${entry.id}` : ''}`}>
                  <Highlighted text={entry.title} terms={terms} />
                </Link>
                {entry.id && <span className="fine-print"> {t('onPage', { page: entry.pageTitle })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
