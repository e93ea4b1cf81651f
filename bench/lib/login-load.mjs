// Sign-ins under load (issue #3's budget): `concurrency` people signing in again and again
// (scrypt included) while autocannon reads GET /api/user at `connections` connections. Shows whether
// password hashing ever holds up the event loop that answers everyone else.
import { measure, percentile } from './load.mjs';

/**
 * @param {{ base: string, origin: string, users: { email: string, password: string }[], cookie: string,
 *   durationSec: number, connections: number, label: string }} options
 *   users: one per concurrent sign-in loop; cookie: a session that reads /api/user
 */
export async function measureLoginsUnderLoad({ base, origin, users, cookie, durationSec, connections, label }) {
  /** @type {number[]} */
  const times = [];
  let failures = 0;
  let running = true;
  const signInLoop = async (user) => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ username: user.email, password: user.password }),
      });
      await response.arrayBuffer();
      if (response.status === 200) times.push(performance.now() - started);
      else failures += 1;
    }
  };
  const loops = users.map(signInLoop);
  const reads = await measure({ label: `${label} GET /api/user during sign-ins`, url: `${base}/api/user`, connections, durationSec, headers: { cookie } });
  running = false;
  await Promise.all(loops);
  times.sort((a, b) => a - b);
  return {
    reads,
    logins: {
      label: `${label} POST /api/login x${users.length} concurrent`,
      count: times.length,
      failures,
      perSecond: times.length / durationSec,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
    },
  };
}
