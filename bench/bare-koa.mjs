// The baseline: a bare Koa server answering a constant, run as its own process like the app.
// Prints `listening <port>` once ready.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
