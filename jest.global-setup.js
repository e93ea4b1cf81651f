// Checks once, before any test file loads, that the PostgreSQL server the suites create their
// databases on answers (`npm test` makes sure of it), and names it for every worker.
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
  if (!(await canConnect(hostname || '127.0.0.1', Number(port || 5432)))) {
    throw new Error(
      `The tests need a PostgreSQL server, and ${hostname}:${port || 5432} does not answer. Run \`npm test\` (it starts or installs one), or set DATABASE_TEST_URL.`,
    );
  }
  process.env.DATABASE_TEST_URL = url;
  // Every answer a service gives in a test is parsed by its operation's answer schema (service-kit's route()).
  process.env.TALLY_CHECK_ANSWERS = '1';
}
