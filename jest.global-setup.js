// Decides once, before any test file loads, which real servers the suites run against, so a
// suite can list its database kinds synchronously (describe.each). Under CI a missing server fails.
import net from 'node:net';

const canConnect = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

export default async function globalSetup() {
  const url = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname, port } = new URL(url);
  const reachable = await canConnect(hostname || '127.0.0.1', Number(port || 5432));
  if (!reachable && process.env.CI === 'true') throw new Error(`PostgreSQL is required under CI but ${hostname}:${port} does not answer`);
  process.env.TALLY_TEST_DATABASE_KINDS = reachable ? 'pglite,postgres' : 'pglite';
  process.env.DATABASE_TEST_URL = url;
}
