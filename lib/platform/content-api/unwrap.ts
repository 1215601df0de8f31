import { notFound } from 'next/navigation';
import { ContentUnavailableError, type Result } from './result';

/**
 * For catalogue pages: the data, a 404 for not_found, otherwise a ContentUnavailableError so a
 * cached copy of the page keeps being served and an uncached one answers "try again later".
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  if (result.error.kind === 'not_found') notFound();
  throw new ContentUnavailableError(result.error);
}
