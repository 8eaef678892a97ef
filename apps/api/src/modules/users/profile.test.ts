import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS } from '@rds/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, uploads, users } from '../../db/schema.js';
import { createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const demoPng = () => readFileSync(path.join(import.meta.dirname, '../../db/demo-assets/avatar-member.png'));
// The smallest valid GIF: a 1x1 transparent pixel.
const tinyGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function patchMe(who: 'member' | 'supplier' | 'distributor' | 'healthpro', fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/${who}/me`,
    headers: { ...body.headers, authorization: `Bearer ${ctx.tokens[who]}` },
    payload: body.payload,
  });
}
const storedPictures = async () => (await ctx.db.select({ hash: uploads.hash }).from(uploads)).map((row) => row.hash).sort();
const userRow = (email: string) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .then((r) => r[0]!);

describe('PATCH {type}/me', () => {
  it('updates text fields and a real PNG, which is then served back', async () => {
    const res = await patchMe('supplier', {
      name: 'Northfield Pharma',
      phone: '905-555-0999',
      address: '1 Main St, Guelph, ON N1H 1A1',
      profilePic: { data: demoPng(), filename: 'me.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ name: 'Northfield Pharma', phone: '905-555-0999', type: 'supplier' });
    expect(user.profilePic).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: `/${user.profilePic}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same picture, not the same bytes.
    const [stored, sent] = await Promise.all([sharp(served.rawPayload).metadata(), sharp(demoPng()).metadata()]);
    expect(stored).toMatchObject({ format: 'png', width: sent.width, height: sent.height });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/supplier/me', headers: { authorization: ctx.tokens.supplier } });
    expect(me.json().data).toMatchObject({ name: 'Northfield Pharma', profilePic: user.profilePic, actingAs: null });
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update'));
    expect(audit).toMatchObject({ userId: user._id, actorId: user._id });
  });

  it('accepts a GIF by its content', async () => {
    const res = await patchMe('distributor', { profilePic: { data: tinyGif, filename: 'pixel.gif', type: 'image/gif' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilePic).toMatch(/\.gif$/);
  });

  it('refuses a text file named .png with a 415 and writes nothing', async () => {
    const before = { user: await userRow(DEMO.member), pictures: await storedPictures() };
    const res = await patchMe('member', {
      name: 'Should Not Stick',
      profilePic: { data: Buffer.from('this is not a picture at all'), filename: 'evil.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'upload.wrongType' });
    expect(await userRow(DEMO.member)).toEqual(before.user);
    expect(await storedPictures()).toEqual(before.pictures);
  });

  it('refuses an oversized picture with a 413 and writes nothing', async () => {
    const before = { user: await userRow(DEMO.member), pictures: await storedPictures() };
    const huge = Buffer.concat([demoPng(), Buffer.alloc(UPLOADS.maxBytes)]);
    const res = await patchMe('member', { name: 'Too Big', profilePic: { data: huge, filename: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', reason: 'request.tooLarge' });
    expect(await userRow(DEMO.member)).toEqual(before.user);
    expect(await storedPictures()).toEqual(before.pictures);
  });

  it('refuses an e-mail address another account uses (any case) with a 409', async () => {
    const res = await patchMe('member', { email: 'SUPPLIER@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('record.alreadyExists');
    expect((await userRow(DEMO.member)).email).toBe(DEMO.member);
  });

  it.each([
    [{ name: '   ' }, /Name cannot be empty/],
    [{ email: 'nope' }, /valid e-mail/],
  ])('refuses %o with a 400', async (fields, message) => {
    const res = await patchMe('member', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('lets a member set its expiry lot preference (1 to 24 months); other users have none', async () => {
    const res = await patchMe('member', { expiryLotPreferences: '6' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expiryLotPreferences).toBe(6);
    expect((await userRow(DEMO.member)).expiryLotPreferences).toBe(6);
    for (const value of ['0', '25', 'soon', '2.5']) {
      const refused = await patchMe('member', { expiryLotPreferences: value });
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().message).toMatch(/Expiry lot preference/);
    }
    expect((await userRow(DEMO.member)).expiryLotPreferences).toBe(6);
    expect((await patchMe('supplier', { expiryLotPreferences: '6' })).statusCode).toBe(400);
  });

  it('refuses a JSON body: the profile is a multipart form', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/me',
      headers: { authorization: ctx.tokens.member },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });
});
