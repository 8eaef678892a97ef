/**
 * Decision 017 in real processes: three server processes on one PostgreSQL, on three ports, as one
 * programme. One scenario shares the three (starting them is most of the cost), in order: a
 * session, a picture and a live notification cross processes; the second is killed and the others
 * carry on; a stream client moves to another process and misses nothing; the expiring-lots job ran
 * once per period throughout.
 * PostgreSQL only: PGlite opens in one process.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, get, openStream, post, signIn, startServer, stop, testDatabases, until, type Server } from './processes.js';

const onPostgres = process.env.TEST_DB === 'postgres';
// The setting takes fractions: a 3-second period lets the scenario span several.
const PERIOD_MINUTES = 0.05;
const PERIOD_MS = PERIOD_MINUTES * 60_000;
const METRICS_TOKEN = 'metrics-token-of-the-test';
const DELIVERIES = 50;

describe.runIf(onPostgres).sequential('three processes on one PostgreSQL', { timeout: 60_000 }, () => {
  const databases = testDatabases();
  let built: ReturnType<typeof buildServer>;
  let db: pg.Client;
  let first: Server, second: Server, third: Server;
  const tokens = { member: '', healthpro: '' };
  let stockId = '';
  let parLevel = 0;

  beforeAll(async () => {
    built = buildServer('three-processes');
    const database = await databases.create('seeded');
    db = database.db;
    // Every run the job records (it claims the period in job_runs), kept by the test: a run that
    // rolled back is not one, and none can happen unseen.
    await db.query(`
      create table job_run_log (name text, last_run_at timestamptz);
      create function log_job_run() returns trigger language plpgsql as
        $$ begin insert into job_run_log values (new.name, new.last_run_at); return new; end $$;
      create trigger log_job_run after insert or update on job_runs for each row execute function log_job_run();`);
    [first, second, third] = (await Promise.all(
      [1, 2, 3].map(() => startServer(built.bundle, database.url, { EXPIRING_LOTS_INTERVAL_MINUTES: String(PERIOD_MINUTES), METRICS_TOKEN })),
    )) as [Server, Server, Server];
    const [stock] = (
      await db.query(`select s.id, s.par_level from stocks s join users u on u.id = s.member_id where u.email = 'member@example.org' order by s.id limit 1`)
    ).rows;
    stockId = stock.id;
    parLevel = stock.par_level;
  }, 120_000);
  afterAll(async () => {
    const codes = await Promise.all([first, third].filter(Boolean).map(stop));
    // The killed one left its data folder behind.
    if (second) rmSync(second.dataDir, { recursive: true, force: true });
    await databases.dropAll();
    built?.remove();
    expect(codes).toEqual([0, 0]);
  });

  /** A par-level request of the member's, through `server`; answers its id. */
  async function askForMore(server: Server) {
    const res = await post(server, '/api/member/stock/increase', { stockId, requestedParLevel: parLevel + 10, minimumExpiry: 3 }, tokens.member);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  }
  /** The administrator denies it, so the stock can take the next request. */
  async function deny(server: Server, id: string) {
    const res = await fetch(`${server.baseUrl}/api/healthpro/stockrequest/${id}/deny`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.healthpro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Not this time' }),
    });
    expect(res.status).toBe(200);
  }

  it('a session made on the first works on the second and the third', async () => {
    tokens.member = await signIn(first, 'member@example.org');
    tokens.healthpro = await signIn(first, 'healthpro@example.org');
    for (const server of [second, third]) {
      expect((await get(server, '/api/member/ping', tokens.member)).status).toBe(200);
      expect((await get(server, '/api/healthpro/ping', tokens.healthpro)).status).toBe(200);
    }
  });

  it('a picture uploaded through the first is served by the third, the same bytes under the same ETag', async () => {
    const picture = readFileSync(path.join(import.meta.dirname, '../src/db/demo-assets/avatar-member.png'));
    const form = new FormData();
    form.append('profilePic', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const patched = await fetch(`${first.baseUrl}/api/member/me`, { method: 'PATCH', headers: { authorization: `Bearer ${tokens.member}` }, body: form });
    expect(patched.status).toBe(200);
    const { profilePic } = ((await patched.json()) as { data: { profilePic: string } }).data;
    expect(profilePic).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);

    const [fromFirst, fromThird] = await Promise.all([first, third].map((server) => fetch(`${server.baseUrl}/${profilePic}`)));
    expect(fromThird!.status).toBe(200);
    expect(fromThird!.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fromThird!.arrayBuffer())).toEqual(Buffer.from(await fromFirst!.arrayBuffer()));
    const etag = fromThird!.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(etag).toBe(fromFirst!.headers.get('etag'));
    expect((await fetch(`${third.baseUrl}/${profilePic}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  let stream: Awaited<ReturnType<typeof openStream>>;

  it(`a par-level request made through the first reaches the administrator's stream on the third in under 1 s, ${DELIVERIES} times`, async () => {
    stream = await openStream(third, 'healthpro', { authorization: `Bearer ${tokens.healthpro}` });
    await until(() => stream.events.some((e) => e.event === 'unseen'));
    const delivery: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      // From the member's click (the request sent) to the event read off the administrator's stream.
      const sent = performance.now();
      const id = await askForMore(first);
      const event = await arrival(() => stream.notifications().find((n) => n.stockRequestId === id), `request ${i + 1}'s notification`);
      delivery.push(event.at - sent);
      await deny(third, id);
    }
    delivery.sort((a, b) => a - b);
    const percentile = (p: number) => delivery[Math.ceil((p / 100) * delivery.length) - 1]!;
    console.log(
      `cross-process delivery over ${DELIVERIES} events: p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${delivery.at(-1)!.toFixed(1)} ms`,
    );
    expect(percentile(99)).toBeLessThan(1000);
    // Each came once.
    expect(new Set(stream.notifications().map((n) => n.id)).size).toBe(stream.notifications().length);
  });

  it('with the second killed (SIGKILL), the first and the third go on serving: a write through the first is read through the third', async () => {
    second.process.kill('SIGKILL');
    await second.exited;
    expect(second.process.signalCode).toBe('SIGKILL');
    for (const server of [first, third]) expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    const id = await askForMore(first);
    const read = await get(third, `/api/healthpro/stockrequest/${id}`, tokens.healthpro);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { status: string } }).data.status).toBe('PENDING');
    await arrival(() => stream.notifications().find((n) => n.stockRequestId === id), 'the notification of the write after the kill');
    await deny(first, id);
  });

  it('a stream client moved from the third to the first with Last-Event-ID gets exactly what it missed, nothing twice', async () => {
    // The last id the client got, as a browser's EventSource keeps it (an `unseen` carries one too).
    await until(() => stream.events.at(-1)?.event === 'unseen');
    const lastId = stream.events.filter((e) => e.id !== undefined).at(-1)!.id!;
    stream.close();

    const missed = [];
    for (let i = 0; i < 3; i++) {
      const id = await askForMore(first);
      missed.push(id);
      await deny(first, id);
    }
    const back = await openStream(first, 'healthpro', { authorization: `Bearer ${tokens.healthpro}`, 'last-event-id': lastId });
    await until(() => back.events.some((e) => e.event === 'unseen'));
    expect(back.notifications().map((n) => n.stockRequestId)).toEqual(missed);
    expect(back.notifications().every((n) => n.id > Number(lastId))).toBe(true);
    // And it goes on from there: the next one comes, once.
    const next = await askForMore(third);
    await arrival(() => back.notifications().find((n) => n.stockRequestId === next), 'the next notification');
    expect(back.notifications().map((n) => n.stockRequestId)).toEqual([...missed, next]);
    back.close();
    await deny(third, next);
  });

  it('the expiring-lots job ran once per period across the processes, though each tried every period', async () => {
    // Several periods have passed by now (the scenario takes some); wait for a fourth run at most.
    await until(async () => (await runs()).length >= 4);
    const ran = await runs();
    const gaps = ran.slice(1).map((at, i) => at - ran[i]!);
    console.log(`expiring-lots job, a period of ${PERIOD_MS} ms: ${ran.length} runs recorded, ${gaps.join(', ')} ms apart`);
    // The job claims a period less 10 %, so a timer that fires a moment early is not skipped.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PERIOD_MS * 0.9);

    // The survivors alone started more runs than were recorded: the others found the period taken.
    const started = await Promise.all([first, third].map(jobStarts));
    expect(started[0]! + started[1]!).toBeGreaterThan((await runs()).length);
  });

  async function runs() {
    const { rows } = await db.query<{ at: Date }>(`select last_run_at as at from job_run_log where name = 'expiring-lots' order by last_run_at`);
    return rows.map((r) => r.at.getTime());
  }
});

/** `rds_job_runs_total{job="expiring_lots"}` of one process: the runs it started, whether or not they ran. */
async function jobStarts(server: Server) {
  const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(text.match(/^rds_job_runs_total\{job="expiring_lots"\} (\d+)$/m)![1]);
}

/** Waits a few seconds at most for `found`; a notification that never comes fails the test saying which. */
async function arrival<T>(found: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} never came`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
