/**
 * SIGTERM drains (issue 26 §3, door/drain.ts), proved on a real process: a slow request in flight
 * is answered after the signal, a new connection is refused, idle keep-alive connections are closed,
 * and what comes after the drain is done before the process exits 0; what outlasts DRAIN_SECONDS is cut.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const FIXTURE = path.resolve(__dirname, '../support/drain-server.mjs');

type Server = { child: ChildProcess; port: number; lines: string[]; seen(line: string): Promise<void>; exited: Promise<number | null> };

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServer(env: { SLOW_MS: number; DRAIN_SECONDS: number }): Promise<Server> {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, SLOW_MS: String(env.SLOW_MS), DRAIN_SECONDS: String(env.DRAIN_SECONDS) },
  });
  started.push(child);
  const lines: string[] = [];
  const waiting: { line: string; resolve: () => void }[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const wait of waiting.filter((w) => line.startsWith(w.line))) wait.resolve();
  });
  const seen = (line: string) =>
    lines.some((l) => l.startsWith(line)) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ line, resolve }));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await seen('listening');
  const port = Number(lines.find((l) => l.startsWith('listening'))!.split(' ')[1]);
  return { child, port, lines, seen, exited };
}

const agent = () => new http.Agent({ keepAlive: true });

function get(port: number, requestPath: string, via: http.Agent): Promise<{ status?: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, agent: via }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** Resolves once new connections are refused (the listening socket closes in a loop turn after the signal). */
async function refusedSoon(port: number): Promise<true> {
  while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 20));
  return true;
}

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections, closes idle ones and exits 0', async () => {
    const server = await startServer({ SLOW_MS: 1500, DRAIN_SECONDS: 10 });
    const idle = agent();
    await get(server.port, '/fast', idle);
    const slow = agent();
    const idleSocketClosed = new Promise<void>((resolve) =>
      Object.values(idle.freeSockets)
        .flat()[0]!
        .once('close', () => resolve()),
    );

    const inFlight = get(server.port, '/slow', slow);
    await server.seen('slow started');
    server.child.kill('SIGTERM');
    await server.seen('stopping');

    expect(await refusedSoon(server.port)).toBe(true);
    await idleSocketClosed;
    expect(await inFlight).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    expect(await server.exited).toBe(0);
    // What comes after the drain (the last spans) is done before the exit.
    expect(server.lines.slice(-2)).toEqual(['stopped: every request answered', 'after drain']);
    idle.destroy();
    slow.destroy();
  });

  it('cuts what is still running after DRAIN_SECONDS, and still exits 0', async () => {
    const server = await startServer({ SLOW_MS: 60_000, DRAIN_SECONDS: 1 });
    const inFlight = get(server.port, '/slow', agent()).catch((error: NodeJS.ErrnoException) => error.code);
    await server.seen('slow started');
    server.child.kill('SIGTERM');
    expect(await inFlight).toBe('ECONNRESET');
    expect(await server.exited).toBe(0);
    expect(server.lines).toContain('stopped: requests still running were cut');
  });
});
