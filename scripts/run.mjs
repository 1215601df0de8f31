/**
 * The launcher behind `npm run demo`, `npm run dev` and `npm start`.
 *
 *   node scripts/run.mjs demo [--skip-build]  next build, reference API + production storefront
 *   node scripts/run.mjs dev                  reference API + next dev
 *   node scripts/run.mjs start                the production storefront alone (needs SESSION_SECRET)
 *
 * Ports: PORT (storefront, 3000) and CONTENT_API_PORT (reference API, 4000). DEMO_SKIP_BUILD=1 is
 * the same as --skip-build.
 */
import { shuttingDown, startProcess, stopAllOnSignals } from './lib/processes.mjs';
import { checkEnv, startEnv } from '../lib/platform/config/server-env.ts';
import { loadOrCreateSecrets, secretsUnlessSet } from './lib/secrets.mjs';
import { BASE_ENV, startStack } from './lib/stack.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

/** The market hosts and demo logins of README.md (kept in step with lib/platform/markets/markets.ts). */
const MARKETS = [
  { name: 'Austria', slug: 'at', logins: ['10000001', '10000002'] },
  { name: 'Germany', slug: 'de', logins: ['20000001', '20000002'] },
  { name: 'Switzerland', slug: 'ch', logins: ['30000001', '30000002'] },
  { name: 'United Kingdom', slug: 'uk', logins: ['40000001', '40000002'] },
  { name: 'Italy', slug: 'it', logins: ['50000001', '50000002'] },
  { name: 'Camp', slug: 'camp', logins: ['60000001', '60000002'] },
];
const DEMO_PASSWORD = 'Demo-Passwort-2026';

function printWelcome(webPort, apiUrl) {
  const lines = MARKETS.map(({ name, slug, logins: [privateNo, companyNo] }) => {
    const url = `http://${slug}.localhost:${webPort}`;
    return `  ${name.padEnd(15)} ${url.padEnd(31)} private ${privateNo}, company ${companyNo}`;
  });
  console.info(
    [
      '',
      'The shop is running (Chromium and Firefox resolve *.localhost without setup):',
      ...lines,
      `  (http://localhost:${webPort} is Austria too)`,
      '',
      `Demo login: customer number (or phone number) above, password ${DEMO_PASSWORD}`,
      `Reference content API: ${apiUrl}   Stop with Ctrl-C.`,
      '',
    ].join('\n'),
  );
}

function port(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
}

async function runStack(mode) {
  const webPort = port('PORT', 3000);
  const apiPort = port('CONTENT_API_PORT', 4000);
  const skipBuild = process.argv.includes('--skip-build') || process.env.DEMO_SKIP_BUILD === '1';
  const secrets = secretsUnlessSet(loadOrCreateSecrets());
  stopAllOnSignals();

  let stack;
  try {
    stack = await startStack({ apiPort, webPort, mode, build: mode === 'production' && !skipBuild, env: secrets });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  printWelcome(webPort, stack.apiUrl);

  // Only reached when a process ends on its own (Ctrl-C / SIGTERM exit in stopAllOnSignals).
  const { proc, code, signal } = await stack.exited;
  if (shuttingDown()) return; // Ctrl-C / SIGTERM: stopAllOnSignals exits
  console.error(`${proc.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
  await stack.stop();
  process.exit(code || 1);
}

/** The storefront alone: its configuration checked here too (the same check as door/server.ts), to say it plainly before starting. */
async function start() {
  const checked = checkEnv(process.env, startEnv);
  if (!checked.ok) {
    console.error(`${checked.message}\n(for a local try use npm run demo)`);
    process.exit(1);
  }
  stopAllOnSignals();
  const web = startProcess('storefront', process.execPath, ['door/server.ts'], {
    env: { ...process.env, ...BASE_ENV, NODE_ENV: 'production' },
    // Ctrl-C / SIGTERM: the server drains for up to DRAIN_SECONDS, then sends its last spans (2 s at most).
    stopGraceMs: (checked.config.DRAIN_SECONDS + 4) * 1000,
  });
  const { code, signal } = await web.exited;
  if (shuttingDown()) return;
  process.exit(code ?? (signal ? 1 : 0));
}

const command = process.argv[2];
if (command === 'demo') await runStack('production');
else if (command === 'dev') await runStack('dev');
else if (command === 'start') await start();
else {
  console.error('usage: node scripts/run.mjs demo [--skip-build] | dev | start');
  process.exit(1);
}
