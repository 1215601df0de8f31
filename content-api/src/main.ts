/** Starts the reference content API: opens (and on first start or a changed seed, seeds) its SQLite file, then serves. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { SEEDS } from '../seed';
import { createApp } from './app';
import { storefrontOrigin } from './auth/links';
import { sandboxClock } from './clock';
import { storefrontRevalidator } from './sandbox/storefront';
import { openStore, versionOf } from './store';

const port = Number(process.env.CONTENT_API_PORT ?? 4000);
const file = resolve(process.env.CONTENT_API_DB ?? '.data/content-api.sqlite');

mkdirSync(dirname(file), { recursive: true });
const store = openStore(file);
// A database written from an older seed is brought up to date on start (new shops, streets, tariffs).
const seedVersion = versionOf(SEEDS);
if (store.seedVersion() !== seedVersion) {
  store.reseed(SEEDS, seedVersion);
  console.log(`content API: seeded ${SEEDS.length} markets into ${file} (seed ${seedVersion})`);
}
const clock = sandboxClock(process.env.SANDBOX_NOW || undefined);
const revalidate = storefrontRevalidator(process.env.STOREFRONT_REVALIDATE_URL || undefined, process.env.REVALIDATE_SECRET || undefined);
const storefront = storefrontOrigin(process.env);
const server = serve({ fetch: createApp({ store, clock, revalidate, storefront }).fetch, port }, () =>
  console.log(`content API listening on http://localhost:${port}`),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    store.close();
    process.exit(0);
  });
}
