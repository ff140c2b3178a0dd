import net from 'node:net';

/** What postgres.js hands a custom socket function: its parsed connection options. */
interface SocketOptions {
  host: string[];
  port: number[];
  path: string | false;
  connect_timeout: number;
}

/**
 * postgres.js's connections with Nagle's algorithm off (postgres.js's documented `socket` option; it connects its own
 * sockets with the kernel's default). With it on, a small message written while earlier bytes wait for the server's
 * acknowledgement is held back, and the server delays that acknowledgement by up to 40 ms: measured here, every COPY
 * (which ends with a small CopyDone after its data) took 80 ms however few its rows, and a plain query 0.24 ms instead
 * of 0.13 ms. Tries the hosts of the URL in order, as postgres.js does; TLS is negotiated by postgres.js on top.
 */
export async function connectWithoutDelay(options: SocketOptions): Promise<net.Socket> {
  const targets = options.path ? [{ path: options.path }] : options.host.map((host, index) => ({ host, port: options.port[index] ?? options.port[0] ?? 5432 }));
  let lastError: unknown;
  for (const target of targets) {
    try {
      return await connectOne(target, options.connect_timeout);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

function connectOne(target: { path: string } | { host: string; port: number }, timeoutSeconds: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = 'path' in target ? net.connect(target.path) : net.connect({ host: target.host, port: target.port, noDelay: true });
    socket.setNoDelay(true);
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    if (timeoutSeconds > 0) socket.setTimeout(timeoutSeconds * 1000, () => fail(new Error(`Connecting to PostgreSQL timed out after ${timeoutSeconds} s`)));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', fail);
      // postgres.js names the server for TLS (SNI) from these, as on the sockets it connects itself.
      Object.assign(socket, 'path' in target ? {} : { host: target.host, port: target.port });
      resolve(withWritesGathered(socket));
    });
  });
}

/**
 * The socket's writes of one turn of the event loop leave in one system call. postgres.js gathers a turn's statements
 * itself until they reach 1 KB, then writes at once and gathers the rest until its own setImmediate: a command's
 * pipelined inserts went out in two or three writes. The socket is corked at its first write and uncorked after
 * postgres.js's setImmediate has run (a second hop), so they go in one.
 */
function withWritesGathered(socket: net.Socket): net.Socket {
  let isCorked = false;
  const uncork = () => {
    isCorked = false;
    socket.uncork();
  };
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (!isCorked) {
      isCorked = true;
      socket.cork();
      setImmediate(() => setImmediate(uncork));
    }
    return write(...args);
  }) as typeof socket.write;
  return socket;
}
