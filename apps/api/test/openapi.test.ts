/**
 * The OpenAPI document (`GET /api/docs/json`) and the typed client generated from it: Redocly's
 * recommended lint finds nothing; every route is named, described, tagged and documented for
 * exactly the portals it allows, with the errors it can answer; packages/client/src/schema.ts is
 * the document's; and the client works against a running portal.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApiClient } from '@rds/client';
import { ERROR_REASONS, ERROR_STATUS, USER_TYPES, type ErrorReason } from '@rds/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from '../../../scripts/client-schema.js';
import { createTestContext, type TestContext } from './harness.js';

const REDOCLY = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

let ctx: TestContext;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

interface Operation {
  path: string;
  method: string;
  operation: OpenAPIV3.OperationObject;
}
const operations = (): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OpenAPIV3.OperationObject>).map(([method, operation]) => ({ path, method, operation })),
  );
const byId = (operationId: string) => operations().find(({ operation }) => operation.operationId === operationId)!.operation;

interface RedoclyReport {
  problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[];
}

/**
 * Redocly CLI's lint, with its recommended rules, of the document in a file of its own (and in a
 * folder of its own, so that no configuration file is found). Telemetry and the update check off,
 * it opens no connection at all (checked with strace).
 */
async function lint(doc: object): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rds-openapi-'));
  try {
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
    const args = ['lint', 'openapi.json', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // It exits with 1 when it finds an error; the report is on stdout either way.
    const { stdout } = await promisify(execFile)(REDOCLY, args, { cwd: dir, env }).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(stdout) as RedoclyReport;
    return report.problems.map(({ severity, ruleId, message, location }) => `${severity} ${ruleId}: ${message} (${location[0]?.pointer})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const problems = await lint(document);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names, describes and tags every operation, each name once', () => {
    const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, `${where}: a route states its schema.operationId`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, `${where}: a route states its schema.summary`).toMatch(/\w/);
      expect(operation.tags?.length, `${where} has a tag`).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declaredTags.get(tag), `${where}: tag "${tag}" is declared with a description`).toMatch(/\w/);
    }
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every multipart form: its fields as the service reads them, and its picture as a file', () => {
    const forms = operations().filter(({ operation }) => operation.requestBody);
    const multipart = forms.filter(({ operation }) => (operation.requestBody as { content: object }).content['multipart/form-data' as never]);
    // The profile (4 portals), three kinds of user made and edited, and a product made and edited.
    expect(multipart.map(({ operation }) => operation.operationId).sort()).toEqual(
      [
        ...USER_TYPES.map((type) => `${type}UpdateProfile`),
        ...['Member', 'Supplier', 'Distributor'].flatMap((noun) => [`healthproCreate${noun}`, `healthproUpdate${noun}`]),
        'healthproCreateProduct',
        'healthproUpdateProduct',
      ].sort(),
    );
    const product = (byId('healthproCreateProduct').requestBody as { content: Record<string, { schema: { properties: object; required: string[] } }> }).content[
      'multipart/form-data'
    ]!.schema;
    expect(product.properties).toMatchObject({ name: { type: 'string' }, price: { type: 'string' }, image: { type: 'string', format: 'binary' } });
    expect(product.required).toEqual(expect.arrayContaining(['productId', 'name', 'price', 'supplierId']));
  });

  it('documents each portal route once for each user type it allows, in exact paths', () => {
    for (const { path, operation } of operations()) {
      const portal = path.split('/')[2]!;
      if (portal === 'auth') {
        expect(path).toMatch(/^\/api\/auth\/signin\/(request|verify)$/);
        continue;
      }
      expect(USER_TYPES, path).toContain(portal);
      expect(operation.operationId, path).toMatch(new RegExp(`^${portal}[A-Z]`));
    }
    // The stock list is every portal's, Total Stock the supplier's and the administrator's.
    expect(USER_TYPES.filter((type) => document.paths[`/api/${type}/stocks`]?.get)).toEqual([...USER_TYPES]);
    expect(USER_TYPES.filter((type) => document.paths[`/api/${type}/stocks/aggregate`])).toEqual(['supplier', 'healthpro']);
    expect(Object.keys(document.paths).filter((p) => p.includes('{usertype}') || p.startsWith('/api/docs'))).toEqual([]);
    // Path parameters are declared, and only they.
    expect(byId('memberCreateOrderFromStock').parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(byId('healthproGetDashboard').parameters).toBeUndefined();
  });

  it('documents the errors each operation can answer, by rule, each with the error envelope', () => {
    const statuses = (operationId: string) => Object.keys(byId(operationId).responses);
    // Sign-in: bad input and too many tries; a portal call: no token, another portal or role, too many calls.
    expect(statuses('requestSigninCode')).toEqual(['200', '400', '429']);
    expect(statuses('memberGetDashboard')).toEqual(['200', '401', '403', '429']);
    // Input can be wrong; a path's record may be missing; a write may find another state.
    expect(statuses('supplierListStocks')).toEqual(['200', '400', '401', '403', '429']);
    expect(statuses('memberGetStock')).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(statuses('memberCreateOrderFromStock')).toEqual(['200', '400', '401', '403', '404', '409', '429']);
    expect(statuses('memberSendQuery')).toEqual(['200', '400', '401', '403', '409', '429']);
    // A body that names records by id may name one that is not there.
    expect(statuses('memberEnrolProducts')).toEqual(['200', '400', '401', '403', '404', '409', '429']);
    // A multipart form, and one whose supplier may be missing.
    expect(statuses('healthproCreateMember')).toEqual(['200', '400', '401', '403', '409', '413', '415', '429']);
    expect(statuses('healthproCreateProduct')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '429']);

    const responses = document.components!.responses as Record<string, OpenAPIV3.ResponseObject>;
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') continue;
        const name = (response as OpenAPIV3.ReferenceObject).$ref?.replace('#/components/responses/', '');
        expect(responses[name!]?.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        expect(responses[name!]?.description).toMatch(/\w/);
      }
    }
    expect(document.components!.schemas!.ErrorEnvelope).toMatchObject({
      required: ['success', 'message', 'code', 'reason', 'data'],
      properties: { success: { enum: [false] }, code: { enum: Object.keys(ERROR_STATUS) }, reason: { enum: Object.keys(ERROR_REASONS) } },
    });
  });

  it('asks a bearer token of every call but the two that sign in', () => {
    expect(document.security).toEqual([{ token: [] }]);
    const scheme = document.components!.securitySchemes!.token as OpenAPIV3.HttpSecurityScheme;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(/\/api\/auth\/signin\/verify.*rdsk_/);
    const open = operations().filter(({ operation }) => operation.security);
    expect(open.map(({ path }) => path)).toEqual(['/api/auth/signin/request', '/api/auth/signin/verify']);
    expect(open.map(({ operation }) => operation.security)).toEqual([[], []]);
  });

  it('names its server, licence and contact with addresses this server serves', () => {
    expect(document.servers).toEqual([{ url: '/', description: 'This portal' }]);
    expect(document.info.license).toEqual({ name: 'Proprietary', url: '/api/docs' });
    expect(document.info.contact).toEqual({ name: 'Reserve Drug Supply programme', url: '/contact' });
  });
});

describe('the typed client (packages/client)', () => {
  it('is generated from this document: packages/client/src/schema.ts is current', async () => {
    const generated = await clientSchemaSource(document);
    // Compared whole, not shown: the diff of a 380 KB file says less than what to do.
    expect(readFileSync(CLIENT_SCHEMA_FILE, 'utf8') === generated, 'packages/client/src/schema.ts is out of date: run npm run client:generate').toBe(true);
  });

  it("lists the member's stocks and orders from one with an API key, against a running portal", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    // The member makes a key signed in; its system then calls with the key alone.
    const person = createApiClient({ baseUrl, token: ctx.tokens.member });
    const made = await person.POST('/api/member/apikeys', {
      body: { name: 'Pharmacy inventory', scope: 'write', expiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString() },
    });
    expect(made.error).toBeUndefined();
    const api = createApiClient({ baseUrl, token: made.data!.data.key });

    // A form, as the document describes it, sent as multipart.
    const asForm = (fields: Record<string, string | number | undefined>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
      return form;
    };
    const profile = await api.PATCH('/api/member/me', { body: { phone: '416-555-0199' }, bodySerializer: asForm });
    expect(profile.error).toBeUndefined();
    expect(profile.data!.data.phone).toBe('416-555-0199');

    const listed = await api.GET('/api/member/stocks', { params: { query: { limit: 100 } } });
    expect(listed.response.status).toBe(200);
    const stocks = listed.data!.data.stocks;
    expect(stocks.length).toBe(listed.data!.data.total);
    const stock = stocks.find((candidate) => candidate.StockUnits.some((unit) => unit.availableUnits > 1))!;
    const lot = stock.StockUnits.find((unit) => unit.availableUnits > 1)!;

    const ordered = await api.POST('/api/member/stock/{id}/order', {
      params: { path: { id: stock._id } },
      body: { orderUnits: [{ stockUnitId: lot._id, units: 1 }] },
    });
    expect(ordered.error).toBeUndefined();
    expect(ordered.data!.data.orders).toEqual([expect.objectContaining({ units: 1, status: 'CREATED', type: 'STANDARD' })]);
    const after = await api.GET('/api/member/stock/{id}', { params: { path: { id: stock._id } } });
    expect(after.data!.data.StockUnits.find((unit) => unit._id === lot._id)!.availableUnits).toBe(lot.availableUnits - 1);

    // A refusal is the error envelope, typed: its code and reason are ones the contract names.
    const refused = await api.POST('/api/member/stock/{id}/order', {
      params: { path: { id: stock._id } },
      body: { orderUnits: [{ stockUnitId: lot._id, units: 0 }] },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ success: false, code: 'VALIDATION', reason: 'input.invalid', data: null });
    const code: keyof typeof ERROR_STATUS | undefined = refused.error?.code;
    expect(code).toBe('VALIDATION');
    const reason: ErrorReason | undefined = refused.error?.reason;
    expect(reason).toBe('input.invalid');
  });
});
