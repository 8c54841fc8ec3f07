import { createServer } from 'node:net';

/** A port nothing listens on at the moment, on the loopback address the scripts' servers use. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
