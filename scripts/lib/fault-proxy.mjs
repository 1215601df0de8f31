/**
 * A switchable fault between the storefront and the content API, for outage tests and the benchmark:
 * it forwards every request unchanged until told otherwise with
 *   PUT /__fault/pass | /__fault/down | /__fault/slow?ms=8000 | /__fault/hold
 * "down" drops the connection, "slow" answers only after the delay (longer than the storefront's
 * timeout), "hold" keeps every request waiting until the next switch, which lets them through (a test
 * can then prove a page sent its first bytes while its content call was still unanswered).
 * GET /__fault says the mode and how many requests are held. Listens on loopback only.
 */
import http from 'node:http';

export function startFaultProxy({ port, target }) {
  const upstream = new URL(target);
  let fault = { mode: 'pass', ms: 0 };
  /** Requests waiting for the end of "hold". */
  const held = [];

  const forward = (req, res) => {
    const out = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = http.createServer((req, res) => {
    if (req.url === '/__fault' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ...fault, held: held.length }));
      return;
    }
    const control = /^\/__fault\/(pass|down|slow|hold)(?:\?ms=(\d+))?$/.exec(req.url ?? '');
    if (control && req.method === 'PUT') {
      fault = { mode: control[1], ms: Number(control[2] ?? 8000) };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(fault));
      if (fault.mode !== 'hold') for (const [waiting, answer] of held.splice(0)) forward(waiting, answer);
      return;
    }
    if (fault.mode === 'hold') return void held.push([req, res]);
    if (fault.mode === 'down') return res.destroy();
    if (fault.mode === 'slow') return setTimeout(() => forward(req, res), fault.ms);
    forward(req, res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
