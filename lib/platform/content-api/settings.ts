/**
 * Content-API connection settings (lib/platform/config/server-env.ts), read once when the client is first loaded.
 * CONTENT_REVALIDATE_SECONDS is how long a catalogue read is cached (fetch `next.revalidate`), and so
 * how long the pages built from it are: a page is cached as long as its shortest read, and pages
 * declare no `revalidate` of their own (Next takes that only as a literal, which would be a second source).
 */
import { serverConfig } from '@/lib/platform/config/server-config';

const { CONTENT_API_URL, CONTENT_API_TIMEOUT_MS, CONTENT_REVALIDATE_SECONDS } = serverConfig();

export const contentApiConfig = { CONTENT_API_URL, CONTENT_API_TIMEOUT_MS, CONTENT_REVALIDATE_SECONDS };
