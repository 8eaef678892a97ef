/**
 * Every write route of the OpenAPI document gets malformed requests: broken JSON and multipart,
 * wrong content types, bad ids, and for each route with a JSON body, 150 or more bodies with wrong
 * types in each field, NUL bytes, huge and nested values. None may answer 5xx, and none may write a
 * row. (Routes without a JSON body get the broken bodies, forms and ids only, to keep the run short.)
 */
import { randomUUID } from 'node:crypto';
import { USER_TYPES } from '@rds/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { createTestContext, multipart, type TestContext } from './harness.js';

const PER_ROUTE = 150;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
interface Operation {
  method: string;
  path: string;
  /** The portal the path is documented for: one whose user may call the route. */
  type: string;
  body?: Schema;
}

/** The portal a documented path belongs to (`/api/member/...`); none for sign-in. */
const portalOf = (path: string) => USER_TYPES.find((type) => path.startsWith(`/api/${type}/`));

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const variants = (schema: Schema): Schema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
const typesOf = (schema: Schema) => variants(schema).flatMap((s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []));
const allowsNull = (schema: Schema) => typesOf(schema).includes('null');

/** A value of the right shape, to put the one broken field among sane ones. */
function plausible(schema: Schema): unknown {
  const s = variants(schema).find((v) => v.type && v.type !== 'null') ?? schema;
  if (s.enum) return s.enum[0];
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'string':
      return s.format === 'uuid' ? randomUUID() : 'Fuzzed text';
    case 'number':
    case 'integer':
      return 3;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return 'x';
  }
}

/** Values that no field of this schema accepts. */
function wrongValues(schema: Schema): unknown[] {
  const types = typesOf(schema);
  const out: unknown[] = [{ nested: { deeper: ['x'] } }, ['a', 'b']];
  if (!types.includes('string')) out.push('not a number or object', 'abc\u0000');
  if (types.includes('string') || schema.enum) {
    out.push(12345, 'nul\u0000byte', '\u0000', 'NOT_A_KNOWN_VALUE\u0000', `${'x'.repeat(6000)}\u0000`);
  }
  if (types.includes('number') || types.includes('integer')) out.push('abc', 'NaN', '1e999x');
  if (types.includes('boolean')) out.push('maybe', 42);
  if (!allowsNull(schema)) out.push(null);
  return out;
}

/** Whole bodies that are wrong whatever the route expects. */
const GARBAGE: { payload: string; type: string }[] = [
  { payload: '', type: 'application/json' },
  { payload: '{', type: 'application/json' },
  { payload: '{"a":', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: '42', type: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', type: 'application/json' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}', type: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
  { payload: '{"a":"\\u0000"}', type: 'application/json' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'), type: 'application/json' },
  { payload: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: 'plain', type: 'text/plain' },
  { payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA', type: 'multipart/form-data; boundary=x' },
  { payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n', type: 'multipart/form-data' },
  { payload: 'no boundary here at all', type: 'multipart/form-data; boundary=' },
];

/** Multipart forms no route accepts: a blank required field, bytes that are not a picture, a file in a field nobody reads. */
async function badForms(rnd: () => number) {
  const forms: Parameters<typeof multipart>[0][] = [
    { name: '' },
    { name: 'x\u0000', email: 'x@example.org' },
    { email: 'not-an-email' },
    { profilePic: { data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'a.png', type: 'image/png' }, name: '' },
    { image: { data: Buffer.from('GIF89a not really'), filename: 'a.gif', type: 'image/gif' }, name: '' },
    { evil: { data: Buffer.from('x'), filename: 'x.txt' }, name: '' },
    { isActive: 'perhaps', name: '' },
    { price: 'free', name: '' },
  ];
  const out = [];
  for (const form of forms) {
    const body = await multipart(form);
    out.push({ payload: body.payload, type: body.headers['content-type'] });
    const cut = Math.max(1, Math.floor(body.payload.length * rnd()));
    out.push({ payload: body.payload.subarray(0, cut), type: body.headers['content-type'] });
  }
  return out;
}

/** Row counts of every table, to prove that nothing was written. */
/** Rows of every table but the sign-in limit's counters, which count every sign-in call by design. */
async function rowCounts() {
  const tables = await queryRows<{ name: string }>(
    ctx.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_counters' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row!.n;
  }
  return counts;
}

describe('fuzzing every export route', () => {
  it('answers broken queries with a 4xx in the envelope, never 5xx, and the sane ones with CSV', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    // Each export once, as registered: the document lists it under each portal that may call it.
    const exports = [
      ...new Set(
        Object.keys(doc.paths)
          .filter((path) => path.endsWith('.csv') && doc.paths[path]!.get)
          .map((path) => path.replace(`/api/${portalOf(path)}/`, '/api/{usertype}/')),
      ),
    ];
    expect(exports.length).toBeGreaterThanOrEqual(15);
    const queries = [
      '',
      'sort=name&search=a',
      'limit=10',
      'skip=0',
      'limit=&skip=',
      'sort=',
      'sort=NAME',
      'sort[]=name',
      'sort=name&sort=oldest',
      'search=%00',
      `search=${'%25'.repeat(300)}`,
      'search=%E0%A4%A',
      'search=%27%3B%20drop%20table%20users%3B--',
      'search[a]=1',
      'filter=belowPar',
      'filter=%00',
      'filter=notInReserve&filter=belowPar',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
    ];
    const failures: string[] = [];
    for (const path of exports) {
      // Every portal may try, allowed or not: a refusal is a 403, never a 5xx.
      for (const type of USER_TYPES) {
        for (const query of queries) {
          const url = `${path.replace('{usertype}', type)}?${query}`;
          const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: ctx.tokens[type] } });
          if (res.statusCode >= 500) failures.push(`${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode === 200 && !String(res.headers['content-type']).startsWith('text/csv'))
            failures.push(`${url} -> 200 ${res.headers['content-type']}`);
          else if (res.statusCode !== 200 && res.json().success !== false) failures.push(`${url} -> ${res.statusCode} outside the envelope`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('fuzzing every write route', () => {
  it('never answers 5xx and never writes a row', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    const operations: Operation[] = [];
    const routes = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Logout, the administrator's Run now and a stream ticket take no input and do their work
        // whatever is sent (end the session; run the expiring-lots job; issue a ticket): the writes not fuzzed.
        if (path.endsWith('/logout') || path.endsWith('/expiringlots/run') || path.endsWith('/notifications/stream/ticket')) continue;
        // Each route once, under the first portal the document lists it for.
        const type = portalOf(path);
        const route = `${method} ${path.replace(`/api/${type}/`, '/api/{usertype}/')}`;
        if (routes.has(route)) continue;
        routes.add(route);
        operations.push({ method: method.toUpperCase(), path, type: type ?? 'member', body: op.requestBody?.content?.['application/json']?.schema });
      }
    }
    expect(operations.length).toBeGreaterThan(40);

    const before = await rowCounts();
    const rnd = random(14);
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    const tokenFor = (type: string) => ctx.tokens[type as keyof typeof ctx.tokens];

    for (const op of operations) {
      const forms = await badForms(rnd);
      const urlFor = (id: string) => op.path.replace(/\{[^}]+\}/g, id);
      const hasId = /\{[^}]+\}/.test(op.path);
      const send = async (payload: string | Buffer, contentType: string, id: string = randomUUID()) => {
        const res = await ctx.app.inject({
          method: op.method as 'POST',
          url: urlFor(id),
          headers: { authorization: tokenFor(op.type), 'content-type': contentType },
          payload,
          remoteAddress: `10.200.${Math.floor(++address / 250) % 250}.${address % 250}`,
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${urlFor(id)} ${contentType} ${String(payload).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res;
      };

      const bodies: { payload: string | Buffer; type: string; id?: string }[] = [...GARBAGE, ...forms];
      if (hasId)
        for (const id of ['not-a-uuid', '%00', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}x`]) bodies.push({ payload: '{}', type: 'application/json', id });
      // One field at a time made wrong among plausible ones, then two at a time, until the route has its share.
      const props = Object.entries(op.body?.properties ?? {});
      if (props.length > 0) {
        const base = plausible(op.body!) as Record<string, unknown>;
        for (const [key, schema] of props) {
          for (const wrong of wrongValues(schema)) bodies.push({ payload: JSON.stringify({ ...base, [key]: wrong }), type: 'application/json' });
        }
        while (bodies.length < PER_ROUTE) {
          const [k1, s1] = props[Math.floor(rnd() * props.length)]!;
          const [k2, s2] = props[Math.floor(rnd() * props.length)]!;
          const w1 = wrongValues(s1);
          const w2 = wrongValues(s2);
          const body = { ...base, [k2]: w2[Math.floor(rnd() * w2.length)], [k1]: w1[Math.floor(rnd() * w1.length)] };
          bodies.push({ payload: JSON.stringify(body), type: 'application/json' });
        }
      } else if (hasId) {
        // No JSON body (multipart, or none): the garbage once more under ids that do not exist.
        for (const pick of GARBAGE) bodies.push({ ...pick, id: randomUUID() });
      }
      for (const body of bodies) await send(body.payload, body.type, body.id);
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);
});
