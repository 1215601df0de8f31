/**
 * Child processes for the launcher scripts: start with prefixed output, wait for an HTTP health
 * check, stop the whole process tree (next dev and tsx start children of their own), and stop
 * everything on Ctrl-C / SIGTERM.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A binary from node_modules/.bin (tsx, next, playwright), of this work tree or of `root`. */
export const bin = (name, root = ROOT) => path.join(root, 'node_modules', '.bin', name);

const STOP_GRACE_MS = 5000;
const running = new Set();

function prefixLines(stream, prefix, out) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

/**
 * Starts a process in its own process group, in `cwd` (default: this work tree). With `prefix` its
 * output is printed line by line behind the prefix ("[api]"); without, it inherits the terminal.
 * stop() gives it `stopGraceMs` after SIGTERM before SIGKILL.
 * Returns { name, child, exited: Promise<{ code, signal }>, stop(): Promise }.
 */
export function startProcess(name, command, args, { env = process.env, prefix, cwd = ROOT, stopGraceMs = STOP_GRACE_MS } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true, // own process group: stop() reaches its children too
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
  }
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let done = false;
  exited.then(() => {
    done = true;
    running.delete(proc);
  });

  const signalGroup = (signal) => {
    if (done || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };

  const proc = {
    name,
    child,
    exited,
    get done() {
      return done;
    },
    async stop() {
      if (done) return exited;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), stopGraceMs);
      const result = await exited;
      clearTimeout(timer);
      signalGroup('SIGKILL'); // grandchildren that ignored SIGTERM
      return result;
    },
  };
  running.add(proc);
  return proc;
}

/** Runs a command to completion (inheriting the terminal); throws when it fails. */
export async function runToCompletion(name, command, args, options) {
  const { code, signal } = await startProcess(name, command, args, options).exited;
  if (code !== 0) throw new Error(`${name} failed (${signal ?? `exit code ${code}`})`);
}

/** Stops every process started here that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((proc) => proc.stop()));
}

let stopping = false;

/** True once Ctrl-C / SIGTERM started stopping everything: processes ending now are expected. */
export const shuttingDown = () => stopping;

/**
 * On Ctrl-C or SIGTERM: stop all children, then exit (130 / 143). A second Ctrl-C exits at once.
 */
export function stopAllOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (stopping) process.exit(code);
      stopping = true;
      console.info(`\n${signal}: stopping…`);
      stopAll().finally(() => process.exit(code));
    });
  }
}

/** Throws when something already listens on the port (a stale server would answer our health checks). */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => {
      const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
      reject(new Error(inUse ? `port ${port} (${what}) is already in use; stop that process or choose another port` : error.message));
    });
    server.listen(port, () => server.close(() => resolve(undefined)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 2xx. Fails when `proc` exits first or after `timeoutMs`.
 */
export async function waitForHttp(url, { proc, timeoutMs = 120_000, headers } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (proc?.done) throw new Error(`${proc.name} exited before ${url} answered`);
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (last: ${last})`);
}

/** Resolves with the first of the processes to exit. */
export function firstExit(procs) {
  return Promise.race(procs.map((proc) => proc.exited.then((result) => ({ proc, ...result }))));
}
