import { getTranslations } from 'next-intl/server';
import { initialsOf, TEAM } from '@/content/company/team';
import type { TeamMember } from '@/content/company/types';
import './company.css';

/** Team members with initials in place of photos, their role and a quote. */
export async function TeamProfiles({ text }: { text: (l: TeamMember['role']) => string }) {
  const t = await getTranslations('company.careers');
  return (
    <ul className="team-list">
      {TEAM.map((member) => (
        <li key={member.id}>
          <figure className="team-card">
            <span className="team-card__avatar" aria-hidden="true">
              {initialsOf(member.name)}
            </span>
            <blockquote className="team-card__quote">
              <p>{text(member.quote)}</p>
            </blockquote>
            <figcaption className="team-card__caption">
              {t('member', { name: member.name, role: text(member.role), city: text(member.city) })}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
