import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectWithoutDelay } from './postgres-socket.js';

/**
 * The sockets postgres.js gets: what is written in one turn of the event loop leaves in one write, as postgres.js
 * writes a command's pipelined statements (at once past 1 KB, the rest from its own setImmediate).
 */
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function connected() {
  const received: Buffer[] = [];
  const server = net.createServer((peer) => peer.on('data', (data) => received.push(data)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const socket = await connectWithoutDelay({ host: ['127.0.0.1'], port: [port], path: false, connect_timeout: 5 });
  closers.push(() => {
    socket.destroy();
    server.close();
  });
  // The stream's own writes to the kernel, one call each (Node's Writable calls _writev for what was gathered).
  const writes: number[] = [];
  const implementation = socket as unknown as { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  for (const method of ['_write', '_writev'] as const) {
    const original = implementation[method].bind(socket);
    implementation[method] = (...args: unknown[]) => {
      writes.push(Buffer.concat(method === '_writev' ? (args[0] as { chunk: Buffer }[]).map((entry) => entry.chunk) : [args[0] as Buffer]).length);
      original(...args);
    };
  }
  const receivedBytes = async (count: number) => {
    for (let waited = 0; Buffer.concat(received).length < count && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    return Buffer.concat(received);
  };
  return { socket, writes, receivedBytes };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('connectWithoutDelay', () => {
  it('sends what is written in one turn, including from setImmediate, in one write, in order', async () => {
    const { socket, writes, receivedBytes } = await connected();
    const [small, large, tail] = [Buffer.alloc(100, 'a'), Buffer.alloc(2000, 'b'), Buffer.alloc(50, 'c')];
    socket.write(small);
    socket.write(large);
    setImmediate(() => socket.write(tail));
    await turn();
    expect(writes).toEqual([2150]);
    expect((await receivedBytes(2150)).equals(Buffer.concat([small, large, tail]))).toBe(true);
  });

  it('gathers each turn on its own: a later turn is a write of its own', async () => {
    const { socket, writes, receivedBytes } = await connected();
    socket.write(Buffer.alloc(10, 'a'));
    await turn();
    socket.write(Buffer.alloc(20, 'b'));
    socket.write(Buffer.alloc(30, 'c'));
    await turn();
    expect(writes).toEqual([10, 50]);
    expect((await receivedBytes(60)).toString()).toBe(`${'a'.repeat(10)}${'b'.repeat(20)}${'c'.repeat(30)}`);
  });

  it('calls each write’s callback once its bytes are written', async () => {
    const { socket } = await connected();
    const written = await new Promise<boolean>((resolve) => socket.write(Buffer.from('x'), (error) => resolve(!error)));
    expect(written).toBe(true);
  });
});
