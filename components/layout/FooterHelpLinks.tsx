import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';

/** The footer's way to help: FAQ, help centre, contact form, and the cookie settings (changeable at any time). */
export async function FooterHelpLinks({ site }: { site: Site }) {
  const help = await getTranslations('help');
  const contact = await getTranslations('contact');
  const consent = await getTranslations('consent');
  const links = [
    { href: localizedPath(site, '/faq'), label: help('faqHeading') },
    { href: localizedPath(site, '/help'), label: help('footerLink') },
    { href: localizedPath(site, '/contact'), label: contact('title') },
    { href: localizedPath(site, '/cookie-settings'), label: consent('footerLink') },
  ];
  return (
    <nav aria-labelledby="footer-help">
      <h2 id="footer-help">{help('footerHeading')}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
