import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.js';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** A NOTIFY's payload on the channel. */
  onPayload(payload: string): void;
  /** The connection came back after a drop: what was sent meanwhile was missed, read it again. */
  onReconnect(): void;
  onError(error: Error): void;
}

const RECONNECT_MS = { first: 500, max: 10_000 };

/**
 * Hears NOTIFY on one channel of the database `db` runs on. PostgreSQL: one dedicated connection
 * (a `pg.Client`, never one of the pool's, which would be handed to a query with LISTEN still on),
 * opened again after a drop with a growing pause. PGlite: its own `listen`, in the same process.
 */
export async function listen(db: Database, channel: string, options: ListenOptions): Promise<Listener> {
  const driver = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (driver instanceof PGlite) {
    const unlisten = await driver.listen(channel, options.onPayload);
    return { close: () => unlisten() };
  }

  let client: pg.Client | undefined;
  let closed = false;
  let pause = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, pause);
    pause = Math.min(pause * 2, RECONNECT_MS.max);
  };
  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client(driver.options);
    client = next;
    // A drop (server restart, network) ends this client; a fresh one takes its place.
    next.on('error', (error) => {
      options.onError(error);
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) again();
    });
    next.on('notification', (message) => options.onPayload(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      pause = RECONNECT_MS.first;
      if (reconnecting) options.onReconnect();
    } catch (error) {
      if (!reconnecting) throw error;
      options.onError(error as Error);
      void next.end().catch(() => {});
      again();
    }
  };
  await connect(false);
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
