'use client';

import { usePathname } from 'next/navigation';
import './account.css';

export type AccountNavLink = { href: string; label: string };

/**
 * The customer area's main sections. A client island only to mark the current section
 * (aria-current) as the customer moves between them; the links are plain anchors.
 */
export function AccountNav({ label, links }: { label: string; links: AccountNavLink[] }) {
  const pathname = usePathname();
  const current = links
    .filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <nav aria-label={label} className="account-nav">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
