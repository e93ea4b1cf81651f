// Removing what a distributed run leaves on the shared servers: its JetStream stream and its Redis
// keys (BullMQ queues and gateway sessions use the subject prefix). Used by the distributed
// integration test and the bench, which each run under a stream and prefix of their own.

/**
 * Deletes a JetStream stream (its consumers go with it); one that is already gone is fine.
 * @param {string} url
 * @param {string} name
 */
export async function deleteStream(url, name) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url, timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(name).catch((error) => {
      if (!/not found/i.test(String(error?.message))) throw error;
    });
  } finally {
    await nc.close();
  }
}

/**
 * Deletes every Redis key starting with `prefix`.
 * @param {string} url
 * @param {string} prefix
 */
export async function deleteRedisKeys(url, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
