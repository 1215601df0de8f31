import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/errors/NotFoundMessage';

/**
 * Translated 404 of the market and locale the path was meant for, shown by the client after a
 * navigation to a page that calls notFound(). Served HTML comes from the 404 page instead (see
 * [...rest]/page.tsx): Next 16.4 serves this boundary under our dynamic root layout as an empty
 * `__next_error__` document, which the production server replaces (door/server.ts).
 */
export default async function NotFound() {
  const meta = await getTranslations('meta');
  return (
    <>
      <title>{meta('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundMessage />
    </>
  );
}
