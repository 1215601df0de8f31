import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages, type Namespace } from '@/lib/platform/i18n/client-messages';

/**
 * Gives the client islands below it the layout's messages plus `namespaces` (a nested provider
 * replaces the messages of the outer one, so the layout's are always included).
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(namespaces)}>{children}</NextIntlClientProvider>;
}
