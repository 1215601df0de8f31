/**
 * `node door/server.ts` with a bad configuration stops before Next starts, exit code 1, one line naming
 * every problem (issue 26 §3). No build needed: the check comes before next().prepare().
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

it('stops with one message naming every problem when the session secret is missing', () => {
  const { SESSION_SECRET: _unset, ...env } = process.env;
  const started = spawnSync(process.execPath, ['door/server.ts'], {
    cwd: ROOT,
    env: { ...env, CONTENT_API_URL: 'nowhere', REVALIDATE_SECRET: 'short-revalidate-secret', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(started.status).toBe(1);
  const lines = started.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? '');
  expect(line.level).toBe('fatal');
  expect(line.msg).toBe(
    "The storefront's configuration has 4 problems: PORT must be a whole number from 1 to 65535; CONTENT_API_URL must be an absolute URL (http or https); SESSION_SECRET is not set; REVALIDATE_SECRET must have at least 32 characters",
  );
  expect(started.stdout + started.stderr).not.toContain('short-revalidate-secret');
});
