/** Pictures live in the database (modules/uploads/service.ts), served by any process; old ones on disk move in at start. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, queryRows, type Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createMailer } from '../../platform/mail.js';
import { createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';
import { checkPicture } from '../../platform/uploads.js';
import { ANY_PICTURE, moveInUploads, withUpload } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const asset = (name: string) => readFileSync(path.join(import.meta.dirname, '../../db/demo-assets', name));
/** A picture nobody has stored yet: 8 by 8 pixels of a random colour. */
const freshPng = () => {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .png()
    .toBuffer();
};
const uploadCount = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from uploads`))[0]!.n;
const profilePicOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!.profilePic;

async function patchMe(who: keyof typeof DEMO, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  const type = who === 'member2' ? 'member' : who;
  return ctx.app.inject({ method: 'PATCH', url: `/api/${type}/me`, headers: { ...body.headers, authorization: ctx.tokens[who] }, payload: body.payload });
}

async function setPicture(who: keyof typeof DEMO, data: Buffer): Promise<string> {
  const res = await patchMe(who, { profilePic: { data, filename: 'me.png', type: 'image/png' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.profilePic;
}

/** Another application on a database of this file's, as another process of the same deployment would be. */
function appOn(db: Database, dataDir: string) {
  const mailer = createMailer({ from: 'test@example.org', dataDir, print: false, onError: (error) => console.error(error) });
  return buildApp({ db, dataDir, jwtSecret: ctx.jwtSecret, sessionHours: 12, mailer });
}

describe('GET /uploads/<name>', () => {
  it('serves a picture with its hash as a strong ETag, kept a year, sandboxed', async () => {
    const stored = (await profilePicOf(DEMO.member))!;
    expect(stored).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    const res = await ctx.app.inject({ method: 'GET', url: `/${stored}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.etag).toBe(`"${stored.slice('uploads/'.length, -'.png'.length)}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 304 without the bytes when the client has them', async () => {
    const url = `/${await profilePicOf(DEMO.supplier)}`;
    const { etag } = (await ctx.app.inject({ method: 'GET', url })).headers;
    for (const ifNoneMatch of [etag as string, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const changed = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers an unknown name with a 404 in the envelope', async () => {
    const known = (await profilePicOf(DEMO.member))!.slice('uploads/'.length);
    for (const name of [`${'0'.repeat(64)}.png`, known.replace('.png', '.jpg'), 'demo-avatar-member.png', '..%2Fjwt-secret']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ success: false, code: 'NOT_FOUND', reason: 'record.notFound', message: 'That picture was not found', data: null });
    }
  });
});

describe('storing', () => {
  it('stores the same picture once', async () => {
    const picture = await freshPng();
    const stored = await setPicture('member2', picture);
    const count = await uploadCount();
    expect(await setPicture('member2', picture)).toBe(stored);
    expect(await uploadCount()).toBe(count);
  });

  it('keeps a replaced picture while another row still shows it, then deletes it', async () => {
    const picture = await freshPng();
    const forMember = await setPicture('member2', picture);
    expect(await setPicture('distributor', picture)).toBe(forMember);
    // The member moves on: the distributor still shows the picture, so it stays.
    await setPicture('member2', await freshPng());
    expect((await ctx.app.inject({ method: 'GET', url: `/${forMember}` })).statusCode).toBe(200);
    // Once the distributor moves on too, nothing shows it and it goes.
    await setPicture('distributor', await freshPng());
    expect((await ctx.app.inject({ method: 'GET', url: `/${forMember}` })).statusCode).toBe(404);
  });

  it('stores nothing when the write it came with fails', async () => {
    const before = await uploadCount();
    const file = await checkPicture(await freshPng(), ANY_PICTURE);
    const failing = withUpload(ctx.db, { fields: {}, file }, async () => {
      throw new Error('the write failed');
    });
    await expect(failing).rejects.toThrow('the write failed');
    expect(await uploadCount()).toBe(before);
  });
});

describe('moving pictures in from DATA_DIR/uploads at start', () => {
  it('stores each picture, points the rows that named it to it, and removes the file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-move-in-'));
    try {
      mkdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', '0b6f9c2e-legacy.png'), asset('avatar-healthpro.png'));
      writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'not a picture');
      await ctx.db.update(users).set({ profilePic: 'uploads/0b6f9c2e-legacy.png' }).where(eq(users.email, DEMO.member2));
      const before = await uploadCount();

      const started = await appOn(ctx.db, dataDir);
      await started.close();

      const moved = (await profilePicOf(DEMO.member2))!;
      expect(moved).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
      const served = await ctx.app.inject({ method: 'GET', url: `/${moved}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe((await sharp(asset('avatar-healthpro.png')).metadata()).width);
      // What is no picture stays on disk; the picture's file is gone.
      expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(['notes.txt']);
      // The same picture as the seed's administrator's: stored once.
      expect(moved).toBe(await profilePicOf(DEMO.healthpro));
      expect(await uploadCount()).toBe(before);
      // Again: nothing left to move.
      expect(await moveInUploads(ctx.db, dataDir)).toEqual({ moved: 0, refused: ['notes.txt'] });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('removes the emptied folder, and starts without one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-move-in-'));
    try {
      mkdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', 'orphan.gif'), Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
      expect(await moveInUploads(ctx.db, dataDir)).toEqual({ moved: 1, refused: [] });
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect(await moveInUploads(ctx.db, dataDir)).toEqual({ moved: 0, refused: [] });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('across processes', () => {
  it('serves a picture uploaded through one process from another', async () => {
    const other = await openDatabase({ databaseUrl: ctx.databaseUrl });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-second-'));
    const second = await appOn(other.db, dataDir);
    try {
      const stored = await setPicture('supplier', await freshPng());
      const res = await second.inject({ method: 'GET', url: `/${stored}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const fromFirst = await ctx.app.inject({ method: 'GET', url: `/${stored}` });
      expect(res.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
      expect(res.headers.etag).toBe(fromFirst.headers.etag);
    } finally {
      await second.close();
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('moves the same picture in from two processes starting at once, storing it once', async () => {
    const other = await openDatabase({ databaseUrl: ctx.databaseUrl });
    const dirs = [mkdtempSync(path.join(tmpdir(), 'rds-move-in-')), mkdtempSync(path.join(tmpdir(), 'rds-move-in-'))];
    try {
      const picture = await freshPng();
      for (const dir of dirs) {
        mkdirSync(path.join(dir, 'uploads'));
        writeFileSync(path.join(dir, 'uploads', 'same.png'), picture);
      }
      await ctx.db.update(users).set({ profilePic: 'uploads/same.png' }).where(eq(users.email, DEMO.distributor));
      const before = await uploadCount();
      const results = await Promise.all([moveInUploads(ctx.db, dirs[0]!), moveInUploads(other.db, dirs[1]!)]);
      expect(results).toEqual([
        { moved: 1, refused: [] },
        { moved: 1, refused: [] },
      ]);
      const moved = (await profilePicOf(DEMO.distributor))!;
      expect((await ctx.app.inject({ method: 'GET', url: `/${moved}` })).statusCode).toBe(200);
      expect(await uploadCount()).toBe(before + 1);
    } finally {
      await other.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
