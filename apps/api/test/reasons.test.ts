/**
 * The reasons an integrator branches on (docs/integrations.md): each one the contract lists
 * (ERROR_REASONS) is in the API document with its meaning and is answered somewhere, every error the
 * handler maps answers a listed one, and the situations the reasons tell apart answer their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_REASONS, ERROR_STATUS, type ErrorReason } from '@rds/contract';
import type { FastifyError } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTIFY_ERRORS, PG_ERRORS, toAppError } from '../src/platform/errors.js';
import { call, createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const REASONS = Object.keys(ERROR_REASONS) as ErrorReason[];

/** The API's own sources, tests left out. */
function apiSources(dir = path.resolve(import.meta.dirname, '../src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the listed reasons', () => {
  it('are each in the API document, with their code and meaning', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenAPIV3.Document;
    const envelope = document.components!.schemas!.ErrorEnvelope as OpenAPIV3.SchemaObject;
    expect(envelope.required).toContain('reason');
    const reason = envelope.properties!.reason as OpenAPIV3.SchemaObject;
    expect(reason.enum).toEqual(REASONS);
    const refusals = Object.values(document.components!.responses as Record<string, OpenAPIV3.ResponseObject>);
    for (const [name, { code, meaning }] of Object.entries(ERROR_REASONS)) {
      expect(reason.description, name).toContain(`\`${name}\` (${code}): ${meaning}`);
      // The answer of its status names it, where an operation can answer that status (never a 5xx).
      if (ERROR_STATUS[code] < 500)
        expect(
          refusals.filter((refusal) => refusal.description.includes(`\`${name}\``)),
          name,
        ).toHaveLength(1);
    }
  });

  it('cover every code, and each is answered somewhere in the API', () => {
    const codes = new Set(Object.values(ERROR_REASONS).map(({ code }) => code));
    expect([...codes].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    const sources = apiSources().join('\n');
    for (const reason of REASONS) expect(sources, `no error answers ${reason}: drop it from ERROR_REASONS`).toContain(`'${reason}'`);
  });

  it('map every Fastify and Postgres error the handler knows, and its fallbacks, to a listed reason', () => {
    const mapped = (error: Partial<FastifyError> & { cause?: unknown }) => toAppError({ name: 'Error', message: 'from a test', ...error } as FastifyError);
    for (const [code, { reason }] of Object.entries(FASTIFY_ERRORS)) expect(mapped({ code })?.reason, code).toBe(reason);
    for (const [code, { reason }] of Object.entries(PG_ERRORS)) expect(mapped({ cause: { code } })?.reason, code).toBe(reason);
    for (const reason of [...Object.values(FASTIFY_ERRORS), ...Object.values(PG_ERRORS)].map((known) => known.reason)) expect(REASONS).toContain(reason);
    expect(mapped({ statusCode: 429 })?.reason).toBe('rateLimit.tooMany');
    expect(mapped({ statusCode: 404 })?.reason).toBe('route.notFound');
    expect(mapped({ statusCode: 418 })?.reason).toBe('request.malformed');
    expect(mapped({ message: 'timeout exceeded when trying to connect' })?.reason).toBe('db.timeout');
    expect(mapped({})).toBeNull();
  });
});

describe('the situations a program tells apart', () => {
  const envelope = (reason: ErrorReason) => ({ success: false, reason, code: ERROR_REASONS[reason].code, message: expect.any(String), data: null });

  it('an order for more units than a lot holds is ledger.tooFewUnits', async () => {
    const stocks = (await call(ctx, 'member', 'GET', '/stocks?limit=100')).json().data.stocks as {
      _id: string;
      StockUnits: { _id: string; availableUnits: number }[];
    }[];
    const stock = stocks.find((candidate) => candidate.StockUnits.some((unit) => unit.availableUnits > 0))!;
    const lot = stock.StockUnits.find((unit) => unit.availableUnits > 0)!;
    const res = await call(ctx, 'member', 'POST', `/stock/${stock._id}/order`, { orderUnits: [{ stockUnitId: lot._id, units: lot.availableUnits + 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(envelope('ledger.tooFewUnits'));
  });

  it('a decision on a record changed since it was shown is version.stale; on one already decided, transition.wrongStatus', async () => {
    const shown = (
      await call(ctx, 'distributor', 'POST', '/location', { name: 'Reason Depot', line1: '1 King St W', line2: 'Hamilton, ON', postalCode: 'l8p4x1' })
    ).json().data;
    await call(ctx, 'distributor', 'PUT', `/location/${shown._id}`, { name: 'Reason Depot', line1: '9 Bay St', line2: 'Hamilton, ON', postalCode: 'l8p4x1' });
    const stale = await call(ctx, 'healthpro', 'POST', `/location/${shown._id}/approve`, { version: shown.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(envelope('version.stale'));

    expect((await call(ctx, 'healthpro', 'POST', `/location/${shown._id}/approve`)).statusCode).toBe(200);
    const decided = await call(ctx, 'healthpro', 'POST', `/location/${shown._id}/deny`);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual(envelope('transition.wrongStatus'));
  });

  it('a mistyped path is route.notFound; a missing record, record.notFound', async () => {
    expect((await call(ctx, 'member', 'GET', '/nothing-here')).json()).toEqual(envelope('route.notFound'));
    expect((await call(ctx, 'member', 'GET', `/order/${crypto.randomUUID()}`)).json()).toEqual(envelope('record.notFound'));
  });

  it('input the schema refuses is input.invalid; a body that is not JSON, request.malformed; no token, auth.signInFirst', async () => {
    expect((await call(ctx, 'member', 'GET', '/orders?limit=0')).json()).toEqual(envelope('input.invalid'));
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin/request', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.json()).toEqual(envelope('request.malformed'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/me' })).json()).toEqual(envelope('auth.signInFirst'));
  });
});
