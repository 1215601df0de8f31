import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { warnOfUnusedConnections } from '@/door/unused-connections';

/** A server on a free port whose clock the test moves, and the warn lines it would log. */
async function watchedServer() {
  let clock = 0;
  const warned: unknown[] = [];
  const server: Server = createServer((_req, res) => res.end('ok'));
  warnOfUnusedConnections(server, { log: { warn: (fields: unknown) => void warned.push(fields) }, seconds: 60, now: () => clock });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  /** A client connection, once the server has it too: the client's end and the server's. */
  const open = async () => {
    const accepted = once(server, 'connection') as Promise<[Socket]>;
    const client = connect(port, '127.0.0.1');
    const [[served]] = await Promise.all([accepted, once(client, 'connect')]);
    return { client, served };
  };
  /** The client hangs up; resolves once the server's end has closed (and been judged). */
  const close = async ({ client, served }: { client: Socket; served: Socket }) => {
    const closed = once(served, 'close');
    client.end();
    await closed;
  };
  const stop = () => new Promise((resolve) => server.close(resolve));
  return { warned, open, close, stop, advance: (ms: number) => (clock += ms) };
}

describe('warnOfUnusedConnections', () => {
  it('warns of a connection that sent nothing for the time given, with how long it was open', async () => {
    const { warned, open, close, stop, advance } = await watchedServer();
    const idle = await open();
    advance(66_000);
    await close(idle);
    await stop();
    expect(warned).toEqual([expect.objectContaining({ openMs: 66_000, bytesWritten: 0 })]);
  });

  it('says nothing of a connection that sent a request, or of one closed sooner', async () => {
    const { warned, open, close, stop, advance } = await watchedServer();
    const used = await open();
    used.client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await once(used.client, 'data');
    const brief = await open();
    advance(10_000);
    await close(brief);
    advance(90_000);
    await close(used);
    await stop();
    expect(warned).toEqual([]);
  });
});
