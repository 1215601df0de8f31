/**
 * "API + storefront": the reference content API and the storefront, started together and waited
 * for. Used by run.mjs (demo, dev), e2e.mjs and the benchmark.
 */
import { hintBuiltChunks } from './compile-hints.mjs';
import { startFaultProxy } from './fault-proxy.mjs';
import { assertPortFree, bin, firstExit, ROOT, runToCompletion, startProcess, waitForHttp } from './processes.mjs';

/** The environment every script gives Next.js. */
export const BASE_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * The reference API on `apiPort`. Its data changes refresh the storefront on `storefrontPort` (a
 * balancer's port in the cluster); links in its outbox's e-mails and SMS lead there too.
 */
export function startApi({ apiPort, apiDb, env, storefrontPort, prefix = true, root = ROOT }) {
  return startProcess('content API', bin('tsx', root), ['content-api/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      CONTENT_API_PORT: String(apiPort),
      ...(apiDb ? { CONTENT_API_DB: apiDb } : {}),
      // data changes made through the API's sandbox refresh the storefront's cached pages
      STOREFRONT_REVALIDATE_URL: `http://127.0.0.1:${storefrontPort}/api/revalidate`,
      // links in the sandbox outbox's e-mails and SMS lead to this storefront (content-api/src/auth/links.ts)
      STOREFRONT_PORT: String(storefrontPort),
    },
    prefix: prefix ? '[api]' : undefined,
  });
}

/** One production storefront (node door/server.ts) on `port`, from the built .next of `root` (default: this work tree). */
export function startStorefront({ port, env, prefix, name = 'storefront', root = ROOT }) {
  return startProcess(name, process.execPath, ['door/server.ts'], {
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    prefix,
    cwd: root,
  });
}

/** `next build` (production), then the browser chunks' compile hints (compile-hints.mjs). */
export async function buildStorefront(env = {}) {
  console.info('building the storefront (next build)…');
  await runToCompletion('next build', bin('next'), ['build'], { env: { ...process.env, ...BASE_ENV, ...env } });
  hintBuiltChunks();
}

/**
 * Starts the reference API and the storefront and waits until both answer their health checks.
 *
 * options:
 *   apiPort, webPort  ports (required)
 *   mode              'production' (node door/server.ts, default) or 'dev' (next dev)
 *   build             run `next build` first (production only; default true)
 *   apiDb             the API's SQLite file (CONTENT_API_DB); default: the API's own default
 *   env               extra environment for both (secrets, …)
 *   prefix            prefix output lines with [api] / [web] (default true)
 *   faultPort         put a switchable fault proxy (fault-proxy.mjs) on this port between the
 *                     storefront and the API
 *   root              the work tree whose API and built storefront run (default: this one; the
 *                     bench measures another checkout's build with it, never building there)
 *
 * Returns { apiUrl, webUrl, exited, stop }: `exited` resolves with the first process that ends
 * ({ proc, code, signal }); `stop()` stops both.
 */
export async function startStack({
  apiPort,
  webPort,
  mode = 'production',
  build = true,
  apiDb,
  env = {},
  prefix = true,
  faultPort,
  root = ROOT,
}) {
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  await assertPortFree(apiPort, 'content API');
  await assertPortFree(webPort, 'storefront');
  if (faultPort) await assertPortFree(faultPort, 'fault proxy');

  const shared = { ...process.env, ...BASE_ENV, ...env, CONTENT_API_URL: apiUrl };
  if (mode === 'production' && build) {
    if (root !== ROOT) throw new Error(`startStack builds only this work tree, not ${root}`);
    await buildStorefront(shared);
  }
  const faults = faultPort ? await startFaultProxy({ port: faultPort, target: apiUrl }) : null;

  const api = startApi({ apiPort, apiDb, env: shared, storefrontPort: webPort, prefix, root });
  const webEnv = { ...shared, ...(faults ? { CONTENT_API_URL: faults.url } : {}) };
  const web =
    mode === 'dev'
      ? startProcess('storefront (next dev)', bin('next'), ['dev', '--port', String(webPort)], {
          env: { ...webEnv, PORT: String(webPort) },
          prefix: prefix ? '[web]' : undefined,
        })
      : startStorefront({ port: webPort, env: webEnv, prefix: prefix ? '[web]' : undefined, root });

  const stop = async () => {
    await Promise.all([web.stop(), api.stop(), faults?.stop()]);
  };
  try {
    // 127.0.0.1: the storefront listens on IPv4 only, and `localhost` may resolve to ::1 first.
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${apiPort}/health`, { proc: api, timeoutMs: 120_000 }),
      waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { proc: web, timeoutMs: mode === 'dev' ? 180_000 : 120_000 }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, webUrl, exited: firstExit([api, web]), stop };
}
