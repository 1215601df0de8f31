import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Namespace } from '@/lib/platform/i18n/client-messages';

/**
 * What every island of the customer area translates (save feedback, form errors, the upgrade prompt)
 * plus a page's own `namespaces`. A nested provider replaces the outer one's messages, so a page's
 * islands take this instead of ClientMessages.
 */
const ACCOUNT_NAMESPACES: readonly Namespace[] = ['accountArea', 'form', 'accountLogin'];

export function AccountMessages({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: ReactNode }) {
  return <ClientMessages namespaces={[...ACCOUNT_NAMESPACES, ...namespaces]}>{children}</ClientMessages>;
}
