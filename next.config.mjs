import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './security-headers.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/platform/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time: the browser gets no message parser, and a message
    // without numbers never starts Intl.NumberFormat (its first use costs ~25 ms of main thread).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // OpenTelemetry's API and SDK (instrumentation.ts, ADR 39) load from node_modules: Next's own tracer
  // takes @opentelemetry/api from there too, so all share one tracer provider and context.
  serverExternalPackages: [
    '@redis/client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // Several instances share Next's cache in Redis (ADR 23, ADR 36). The production server reads this file
  // when it starts, so one build runs with or without REDIS_URL; without it Next keeps its own cache. It
  // imports the handler with Node's own import(): Node 24 runs the .ts as it is (erasable syntax only).
  cacheHandler: process.env.REDIS_URL ? path.join(import.meta.dirname, 'lib/platform/cache/redis-cache-handler.ts') : undefined,
  typedRoutes: false,
  // `npm test` runs tsc over the same files and Next's route types (`next typegen`) just before it
  // builds (scripts/test.mjs): the build's own TypeScript pass would check them a second time.
  typescript: { ignoreBuildErrors: process.env.STOREFRONT_TYPES_CHECKED === '1' },
  experimental: {
    // ISR pages and fetch answers stay in Next's in-memory LRU (cacheMaxMemorySize, 50 MB) and are not also
    // written under .next: every filter combination and FAQ term is a view of its own (ADR 24), and on
    // disk a crawler could fill the volume. Pages are not prerendered at build time (generateStaticParams
    // returns []), so a restart only means rendering them again on their first visit.
    isrFlushToDisk: false,
  },
  async headers() {
    return securityHeaders({ production: process.env.NODE_ENV === 'production' });
  },
};

export default withNextIntl(nextConfig);
