import { createHash, randomBytes } from 'node:crypto';
import { LIVE_NOTIFICATIONS, type StreamTicket } from '@rds/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { listen, type Listener } from '../../db/listen.js';
import type { Metrics } from '../../platform/metrics.js';
import { sessionOf, type AuthContext } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { presentNotification } from './presenter.js';
import * as repo from './repository.js';

export interface LiveNotificationsDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Reads the caller again with each heartbeat: a 401 when the session or key has ended since. */
  recheck: { session(sessionId: string): Promise<AuthContext>; apiKey(key: string): Promise<AuthContext> };
  /** Between heartbeats (and session checks); LIVE_NOTIFICATIONS.heartbeatSeconds when absent. */
  heartbeatMs?: number;
  metrics: Metrics;
}

/** Notifications read from the table per query while a stream catches up. */
const BATCH = 100;
/** What a client is told to wait before it comes back after the server closed its stream. */
const RETRY_MS = { shutdown: 5000, open: 3000 };
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

interface Stream {
  userId: string;
  /** Reads the feed past the stream's position and sends it, once at a time. */
  wake(): void;
  end(retryMs?: number): void;
}

/**
 * The live notification streams of this process (decision 018): one LISTEN for all of them, each
 * stream woken by the ids a committed write announces, reading its user's feed from the table
 * past the last position it sent, so a missed wake-up costs nothing but a later read.
 */
export function createLiveNotifications({ db, log, recheck, metrics, heartbeatMs = LIVE_NOTIFICATIONS.heartbeatSeconds * 1000 }: LiveNotificationsDeps) {
  const byUser = new Map<string, Set<Stream>>();
  let listener: Promise<Listener> | undefined;
  metrics.gauge({
    name: 'rds_open_streams',
    help: 'Live notification streams open in this process',
    collect() {
      this.set([...byUser.values()].reduce((open, streams) => open + streams.size, 0));
    },
  });
  const deliveryLag = metrics.histogram({
    name: 'rds_notification_delivery_lag_seconds',
    help: 'From a notification written to its event sent on an open stream (replays not counted)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });

  const streamsOf = (userId: string) => byUser.get(userId)?.size ?? 0;
  const wakeAll = () => byUser.forEach((streams) => streams.forEach((s) => s.wake()));
  const onPayload = (payload: string) => {
    if (payload === '*') return wakeAll();
    let ids: unknown;
    try {
      ids = JSON.parse(payload);
    } catch {
      return;
    }
    if (Array.isArray(ids)) for (const id of ids) byUser.get(String(id))?.forEach((s) => s.wake());
  };
  // Started with the first stream; a stream that would wait on a failed start gets a 500 and the next one tries again.
  const listening = () => {
    listener ??= listen(db, repo.FEED_CHANNEL, {
      onPayload,
      onReconnect: wakeAll,
      onError: (error) => log.warn(`notification listener: ${error.message}`),
    }).catch((error) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };

  async function open(request: FastifyRequest, reply: FastifyReply) {
    const auth = request.auth;
    const userId = auth.user._id;
    if (streamsOf(userId) >= LIVE_NOTIFICATIONS.maxStreamsPerUser) {
      throw new AppError('notifications.tooManyStreams', 'api.notifications.tooManyStreams', { max: LIVE_NOTIFICATIONS.maxStreamsPerUser });
    }
    // An id this server gave is a whole number; anything else is treated as no id at all.
    const lastEventId = /^\d{1,15}$/.test(String(request.headers['last-event-id'] ?? '')) ? Number(request.headers['last-event-id']) : null;
    await listening();
    // A key is checked again by the key itself; a session (header or ticket) by its row.
    const credential = auth.apiKey ? request.headers.authorization!.trim().replace(/^Bearer\s+/i, '') : null;
    const checkAgain = () => (credential ? recheck.apiKey(credential) : recheck.session(sessionOf(auth)));

    const raw = reply.raw;
    const openedAt = Date.now();
    let position = 0;
    let unseen: number | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let ended = false;

    const write = (text: string) => (raw.write(text) ? Promise.resolve() : new Promise<void>((resolve) => raw.once('drain', resolve).once('close', resolve)));
    const send = async () => {
      for (;;) {
        const rows = await repo.feedAfter(db, userId, position, BATCH);
        for (const row of rows) {
          if (ended) return;
          position = row.notification.seq!;
          const data = JSON.stringify(presentNotification(row.notification, row.sender));
          await write(`id: ${position}\nevent: ${LIVE_NOTIFICATIONS.events.notification}\ndata: ${data}\n\n`);
          const writtenAt = row.notification.createdAt.getTime();
          if (writtenAt >= openedAt) deliveryLag.observe((Date.now() - writtenAt) / 1000);
        }
        if (rows.length < BATCH) break;
      }
      const count = await repo.countUnseen(db, userId);
      if (count !== unseen && !ended) {
        unseen = count;
        await write(`id: ${position}\nevent: ${LIVE_NOTIFICATIONS.events.unseen}\ndata: ${JSON.stringify({ unreadCount: count, countUnseen: count })}\n\n`);
      }
    };
    // Wake-ups while a read runs fold into one more read after it.
    const wake = () => {
      if (ended) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await send();
        } while (again && !ended);
      })()
        .catch((error) => {
          log.error(error, 'notification stream failed');
          end(RETRY_MS.open);
        })
        .finally(() => (running = null));
    };

    const heartbeat = setInterval(() => {
      checkAgain().then(
        () => void (ended || write(': heartbeat\n\n')),
        () => end(),
      );
    }, heartbeatMs);
    const stream: Stream = { userId, wake, end: (retryMs) => end(retryMs) };
    function end(retryMs?: number) {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      const streams = byUser.get(userId);
      streams?.delete(stream);
      if (streams?.size === 0) byUser.delete(userId);
      if (retryMs !== undefined && !raw.destroyed) raw.write(`retry: ${retryMs}\n\n`);
      raw.end();
    }

    // Counted and woken from here on: what commits while the position is read is read after it.
    if (!byUser.has(userId)) byUser.set(userId, new Set());
    byUser.get(userId)!.add(stream);
    raw.on('close', () => end());

    // The answer is written by hand: compression (an onSend hook) never sees it, so nothing buffers.
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // The connection is the stream's alone: it closes with it rather than linger as keep-alive.
      connection: 'close',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS.open}\n\n`);
    try {
      // Without an id, the stream starts at the user's present; with one, it replays what came after.
      position = await repo.feedPosition(db, userId, lastEventId ?? undefined);
    } catch (error) {
      log.error(error, 'notification stream failed to start');
      return end(RETRY_MS.open);
    }
    wake();
  }

  return {
    open,

    /** A one-use ticket, for a browser's EventSource, that opens a stream of this session within 30 s. */
    async issueTicket(auth: AuthContext): Promise<StreamTicket> {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LIVE_NOTIFICATIONS.ticketSeconds * 1000);
      await repo.insertTicket(db, { ticketHash: hashOf(ticket), sessionId: sessionOf(auth), expiresAt });
      return { ticket, expiresInSeconds: LIVE_NOTIFICATIONS.ticketSeconds };
    },

    /** The caller a ticket stands for, once; a 401 for a used, expired or unknown one. */
    async redeemTicket(ticket: string): Promise<AuthContext> {
      const sessionId = TICKET.test(ticket) ? await repo.redeemTicket(db, hashOf(ticket)) : undefined;
      if (!sessionId) throw new AppError('notifications.ticketInvalid', 'api.notifications.ticketInvalid');
      return recheck.session(sessionId);
    },

    /** Ends every stream, telling clients when to come back, and stops listening (shutdown). */
    async close() {
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end(RETRY_MS.shutdown);
      const current = listener;
      listener = undefined;
      await current?.then((l) => l.close()).catch(() => {});
    },
  };
}

export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
