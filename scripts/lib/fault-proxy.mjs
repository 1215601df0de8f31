/**
 * A switchable fault between the storefront and the content API, for outage tests and the benchmark:
 * it forwards every request unchanged until told otherwise with
 *   PUT /__fault/pass | /__fault/down | /__fault/slow?ms=8000
 * "down" drops the connection, "slow" answers only after the delay (longer than the storefront's
 * timeout). Listens on loopback only.
 */
import http from 'node:http';

export function startFaultProxy({ port, target }) {
  const upstream = new URL(target);
  let fault = { mode: 'pass', ms: 0 };

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
    const control = /^\/__fault\/(pass|down|slow)(?:\?ms=(\d+))?$/.exec(req.url ?? '');
    if (control && req.method === 'PUT') {
      fault = { mode: control[1], ms: Number(control[2] ?? 8000) };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(fault));
      return;
    }
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
