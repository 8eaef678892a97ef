import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../test/harness.js';

/** The API answers in the request's language: the user's preference, else Accept-Language, else English (decision 009). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setLanguage = (email: string, language: 'en' | 'fr' | null) => ctx.db.update(users).set({ language }).where(eq(users.email, email));

/** A call as a demo user with an Accept-Language header. */
function callIn(language: string | undefined, who: 'member' | 'supplier', method: 'GET' | 'POST', path: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/${who}${path}`,
    headers: { authorization: `Bearer ${ctx.tokens[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe('the language of an answer', () => {
  it('is English by default, with the same stable code', async () => {
    const res = await callIn(undefined, 'member', 'GET', '/notifications?limit=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'limit must be a number' });
  });

  it('follows Accept-Language for a validation error of the contract, with its limits', async () => {
    const fr = await callIn('fr-CA,fr;q=0.9,en;q=0.8', 'member', 'GET', '/notifications?limit=abc');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ code: 'VALIDATION', message: 'limit doit être un nombre' });
    const range = await callIn('fr', 'member', 'GET', '/notifications?limit=500');
    expect(range.json().message).toBe('limit doit être compris entre 1 et 100');
    // A language the portal does not speak falls back to English.
    const de = await callIn('de-DE', 'member', 'GET', '/notifications?limit=abc');
    expect(de.json().message).toBe('limit must be a number');
  });

  it("answers a service's error and a success message in French", async () => {
    const missing = await callIn('fr', 'member', 'GET', `/order/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cette commande est introuvable' });
    const english = await callIn(undefined, 'member', 'GET', `/order/${crypto.randomUUID()}`);
    expect(english.json().message).toBe('That order was not found');

    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/request',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'nobody@example.org' },
    });
    expect(signin.json()).toMatchObject({
      success: true,
      message: 'Si un compte existe pour cette adresse, un code de connexion est en route. Il est valable 10 minutes.',
    });
  });

  it("prefers the signed-in user's own language to Accept-Language", async () => {
    await setLanguage(DEMO.supplier, 'fr');
    try {
      const res = await callIn('en', 'supplier', 'GET', '/notifications?limit=abc');
      expect(res.json().message).toBe('limit doit être un nombre');
      const denied = await callIn(undefined, 'supplier', 'POST', `/stockrequest/${crypto.randomUUID()}/comment`, { comment: '' });
      expect(denied.statusCode).toBe(400);
      expect(denied.json().message).toBe('Écrivez d’abord un commentaire');
    } finally {
      await setLanguage(DEMO.supplier, null);
    }
  });

  it('is stored by PATCH me, read back by GET me, and refused when not en or fr', async () => {
    const patch = async (language: string) => {
      const body = await multipart({ language });
      return ctx.app.inject({
        method: 'PATCH',
        url: '/api/distributor/me',
        headers: { ...body.headers, authorization: `Bearer ${ctx.tokens.distributor}`, 'accept-language': 'fr' },
        payload: body.payload,
      });
    };
    const saved = await patch('fr');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Profil mis à jour');
    expect((await call(ctx, 'distributor', 'GET', '/me')).json().data.language).toBe('fr');
    const bad = await patch('de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'language doit valoir en ou fr' });
    expect((await patch('en')).json().data.language).toBe('en');
    await ctx.db.update(users).set({ language: null }).where(eq(users.email, DEMO.distributor));
  });

  it('follows Accept-Language while the user has not chosen, and the choice once made', async () => {
    expect((await call(ctx, 'member', 'GET', '/me')).json().data.language).toBeNull();
    await setLanguage(DEMO.member, 'en');
    try {
      const res = await callIn('fr', 'member', 'GET', '/notifications?limit=abc');
      expect(res.json().message).toBe('limit must be a number');
    } finally {
      await setLanguage(DEMO.member, null);
    }
  });
});

describe('mail in the recipient’s language', () => {
  it('sends the sign-in code in French to a user who reads French, whatever the request says', async () => {
    await setLanguage(DEMO.member2, 'fr');
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email: DEMO.member2 } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^If an account exists/); // the request itself was in English
      const mail = ctx
        .outbox()
        .filter((m) => m.to === DEMO.member2)
        .at(-1)!;
      expect(mail.subject).toMatch(/^Votre code de connexion à la Réserve de médicaments : \d{6}$/);
      expect(mail.text).toMatch(/^Bonjour .+,\n\nVotre code de connexion est \d{6}\./);
    } finally {
      await setLanguage(DEMO.member2, null);
    }
  });
});
