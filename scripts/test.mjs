/**
 * `npm test` and `npm run test:quick` (issue 26 §4).
 *
 * First the checks that need no build, side by side so both cores work: the type check (Next's route
 * types generated first, so it checks what `next build` would), ESLint, jest, and the reference API's
 * workspace (its type check and jest: `npm run check -w content-api`). Their output lines
 * carry a prefix ([typecheck], [lint], [jest]); when all three are done, a line each says how it went,
 * and the run stops if one failed.
 * Then `npm run test:e2e` (scripts/e2e.mjs): one production build, which skips its own TypeScript pass
 * (STOREFRONT_TYPES_CHECKED: tsc has just checked the same files and route types), Playwright, and the
 * cluster tests on that same build.
 *
 * `--quick` (`npm run test:quick`): the type check, lint, and jest's unit and component tests only: the
 * loop while changing code, no build, no servers.
 */
import { once } from 'node:events';
import { startProcess, stopAllOnSignals, runToCompletion } from './lib/processes.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();
stopAllOnSignals();

const quick = process.argv.includes('--quick');
const npmRun = (script, args = []) => ['npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]];

const checks = [
  { name: 'typecheck', run: npmRun('typecheck') },
  { name: 'lint', run: npmRun('lint') },
  { name: 'jest', run: npmRun('test:unit', quick ? ['--selectProjects', 'unit', 'components'] : []) },
  // The reference API's workspace (content-api/, ADR 0053): its own type check and jest.
  ...(quick ? [] : [{ name: 'api', run: ['npm', ['run', '--silent', 'check', '--workspace', 'content-api']] }]),
];

const started = Date.now();
const results = await Promise.all(
  checks.map(async ({ name, run: [command, args] }) => {
    const begun = Date.now();
    const proc = startProcess(name, command, args, { prefix: `[${name}]` });
    // 'close' after 'exit': the last prefixed lines are out before the summary.
    const [{ code, signal }] = await Promise.all([proc.exited, once(proc.child, 'close')]);
    return {
      name,
      ok: code === 0,
      how: code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`,
      seconds: (Date.now() - begun) / 1000,
    };
  }),
);
for (const { name, how, seconds } of results) console.info(`${name}: ${how} in ${seconds.toFixed(0)} s`);
if (results.some((result) => !result.ok)) process.exit(1);
if (quick) {
  console.info(`quick checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}

try {
  const [command, args] = npmRun('test:e2e');
  await runToCompletion('e2e', command, args, { env: { ...process.env, STOREFRONT_TYPES_CHECKED: '1' } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
