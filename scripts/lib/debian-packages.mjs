/**
 * Programs from Debian's packages that the scripts need (chromium for the browser tests, redis-server
 * and haproxy for the cluster): found on the PATH or at a known place, else installed with apt-get
 * when we run as root ('apt-get update' once per run first). CI has the Debian and npm registries only.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An absolute path, or a name looked up on the PATH (and in the sbin folders apt installs to). */
export function findProgram(program, env = process.env) {
  if (path.isAbsolute(program)) return isExecutable(program) ? program : undefined;
  const folders = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/sbin'];
  return folders
    .filter(Boolean)
    .map((folder) => path.join(folder, program))
    .find(isExecutable);
}

let updated = false;

function apt(args) {
  console.info(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/**
 * The program's path; installs Debian's `debianPackage` when it is missing and we are root. Throws with
 * what to install otherwise.
 */
export function ensureProgram(program, debianPackage, env = process.env) {
  const found = findProgram(program, env);
  if (found) return found;
  const howTo = `install Debian's ${debianPackage} as root: apt-get update && apt-get install -y ${debianPackage}`;
  if (process.getuid?.() !== 0) throw new Error(`${program} not found: ${howTo}`);
  console.info(`${program} not found; installing Debian's ${debianPackage} with apt-get`);
  if (!updated) updated = apt(['update']);
  if (!updated || !apt(['install', '-y', '--no-install-recommends', debianPackage]))
    throw new Error(`installing ${debianPackage} with apt-get failed: ${howTo}`);
  const installed = findProgram(program, env);
  if (!installed) throw new Error(`apt-get installed ${debianPackage} but ${program} is still missing: ${howTo}`);
  return installed;
}
