import { getTranslations } from 'next-intl/server';
import type { PressContact } from '@/content/company/contacts';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import './company.css';

/** The press office of the market: name and role, e-mail, phone and the languages spoken. */
export async function PressContacts({ contacts, text }: { contacts: PressContact[]; text: (l: PressContact['role']) => string }) {
  const t = await getTranslations('company.press');
  return (
    <ul className="press-contacts">
      {contacts.map((contact) => (
        <li key={contact.email} className="press-contact">
          <p className="press-contact__name">
            <strong>{contact.name}</strong>, {text(contact.role)}
          </p>
          <dl className="contact-list">
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{t('phone')}</dt>
            <dd>{isValidServiceNumber(contact.phone) ? <a href={telHref(contact.phone)}>{contact.phone}</a> : contact.phone}</dd>
            <dt>{t('languages')}</dt>
            <dd>{text(contact.languages)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
