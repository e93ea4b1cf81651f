import pg from 'pg';
import type { Database } from './db';

export interface NotificationHandlers {
  /** A NOTIFY on the channel was committed; its payload. */
  notified(payload: string): void;
  /**
   * Whether notifications are being received. False while the listening connection is down (some
   * may have been missed meanwhile); true again once it listens anew.
   */
  live(isLive: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * LISTEN on a channel of the service's database over one dedicated connection (not a pooled one:
 * a pooled client would stop listening when released), reconnected whenever it drops.
 */
export async function listenForNotifications(database: Database, channel: string, handlers: NotificationHandlers, { retryMs = 1000 } = {}): Promise<NotificationListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client(database.pool.options);
    client = current;
    const lost = () => {
      if (client !== current) return;
      client = undefined;
      handlers.live(false);
      current.removeAllListeners('notification');
      current.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
    };
    current.on('error', lost);
    current.on('end', lost);
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === current && !closed) handlers.live(true);
    } catch {
      lost();
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      handlers.live(false);
      await current?.end().catch(() => undefined);
    },
  };
}
