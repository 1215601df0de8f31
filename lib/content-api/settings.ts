/**
 * Content-API connection settings, read and validated once from the environment.
 * CONTENT_REVALIDATE_SECONDS is how long a catalogue read is cached (fetch `next.revalidate`), and so
 * how long the pages built from it are: a page is cached as long as its shortest read, and pages
 * declare no `revalidate` of their own (Next takes that only as a literal, which would be a second source).
 */
import { z } from 'zod';

const env = z.object({
  CONTENT_API_URL: z.url().default('http://localhost:4000'),
  CONTENT_API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(300),
});

export const contentApiConfig = env.parse({
  CONTENT_API_URL: process.env.CONTENT_API_URL || undefined,
  CONTENT_API_TIMEOUT_MS: process.env.CONTENT_API_TIMEOUT_MS || undefined,
  CONTENT_REVALIDATE_SECONDS: process.env.CONTENT_REVALIDATE_SECONDS || undefined,
});
