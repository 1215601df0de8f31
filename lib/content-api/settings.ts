/** Content-API connection settings, read and validated once from the environment. */
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
