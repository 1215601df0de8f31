/**
 * A tiny server with the door's drain (door/drain.ts) for tests/unit/drain.test.ts: /slow answers
 * after SLOW_MS, anything else at once. Prints "listening <port>", "slow started", the drain's log and
 * "after drain" from its afterDrain.
 */
import http from 'node:http';
import { drainOnSignals } from '../../door/drain.ts';

const server = http.createServer((req, res) => {
  if (req.url !== '/slow') return res.end('fast');
  console.info('slow started');
  setTimeout(() => res.end('slow done'), Number(process.env.SLOW_MS));
});
const print = (_fields, message) => console.info(message);
// What the door does after its drain (the last spans sent): something asynchronous that must finish before the exit.
const afterDrain = () => new Promise((resolve) => setTimeout(resolve, 50)).then(() => console.info('after drain'));
drainOnSignals(server, { seconds: Number(process.env.DRAIN_SECONDS), log: { info: print, warn: print }, afterDrain });
server.listen(0, '127.0.0.1', () => console.info(`listening ${server.address().port}`));
