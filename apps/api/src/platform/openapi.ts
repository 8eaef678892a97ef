import swagger, { formatParamUrl } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  adjustmentSchema,
  ERROR_REASONS,
  ERROR_STATUS,
  errorEnvelopeSchema,
  invoiceSchema,
  locationSchema,
  notificationSchema,
  orderSchema,
  productSchema,
  recallDetailSchema,
  recallSchema,
  replenishmentSchema,
  stockRequestSchema,
  stockSchema,
  supplyChainItemSchema,
  supplyChainSchema,
  transferSchema,
  USER_TYPES,
  userSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

/**
 * The OpenAPI document (`/api/docs/json`) and its UI (`/api/docs`). @fastify/swagger builds the
 * document from the routes' zod schemas; `shapeDocument` then gives it what a client generator
 * needs: one exact path per portal, an operationId on each operation, and the errors it can answer.
 */

/** Where app.ts registers the portal routes, once for every user type. */
const PORTAL = '/api/{usertype}';

/** The top-level tags: each tag a route names is one of these (test/openapi.test.ts). */
const TAGS: OpenAPIV3.TagObject[] = [
  { name: 'auth', description: 'Signing in with a code sent by e-mail, the session, and acting as another user' },
  { name: 'profile', description: 'Your own account' },
  { name: 'API keys', description: 'Keys your own systems call the API with, as you (docs/integrations.md); only a person signed in manages them' },
  { name: 'members', description: 'The pharmacies and clinics that keep a reserve' },
  { name: 'suppliers', description: 'The drug suppliers that hold the reserves' },
  { name: 'distributors', description: 'The distributors that dispatch orders from their locations' },
  { name: 'dashboard', description: 'What each portal shows first' },
  { name: 'notifications', description: 'What happened to your records, and what waits for you' },
  { name: 'queries', description: 'Contact messages to the programme' },
  { name: 'products', description: 'The catalogue of drugs in the programme' },
  { name: 'supply chain', description: "A product's material suppliers, manufacturing facilities and warehouses" },
  { name: 'locations', description: 'Where suppliers and distributors keep stock' },
  { name: 'stock', description: "A member's reserve of each product: par level, lots and units" },
  { name: 'stock requests', description: 'Raising or lowering a par level' },
  { name: 'invoices', description: 'What a member pays for the lots a supplier assigns' },
  { name: 'orders', description: 'Units ordered out of a stock, and expiring lots sent back' },
  { name: 'replenishments', description: 'Bringing a stock back to its par level' },
  { name: 'transfers', description: 'Units offered by one member to another' },
  { name: 'replacements', description: "Stock rotation: units of a stock's older lots swapped for fresher lots of its supplier's" },
  { name: 'adjustments', description: 'Units of a lot changed by hand or by a count, with a reason: each one ledger row' },
  { name: 'counts', description: "Counts (stocktakes) of a location's lots; variances apply as adjustments, large ones after the administrator's approval" },
  {
    name: 'recalls',
    description:
      "Recalls of a product's lots: activation freezes every matching lot and traces its units; holders acknowledge; operators dispose; closed when every unit is accounted for",
  },
  { name: 'redistribution', description: 'Units at risk of expiring that members short of the product would use: transfers to offer' },
  { name: 'timeline', description: "Each record's story (who did what, when, acting as whom), and a user's activity across records" },
];

/**
 * The records many operations answer, and the error envelope, each written once in the document
 * (`#/components/schemas/Stock`): fastify-type-provider-zod refers to a schema that has an id in
 * zod's global registry, and writes it among the components.
 */
const NAMED_SCHEMAS = {
  ErrorEnvelope: errorEnvelopeSchema,
  User: userSchema,
  Notification: notificationSchema,
  Product: productSchema,
  SupplyChain: supplyChainSchema,
  SupplyChainItem: supplyChainItemSchema,
  Location: locationSchema,
  Stock: stockSchema,
  StockRequest: stockRequestSchema,
  Invoice: invoiceSchema,
  Order: orderSchema,
  Replenishment: replenishmentSchema,
  Transfer: transferSchema,
  Adjustment: adjustmentSchema,
  Recall: recallSchema,
  RecallDetail: recallDetailSchema,
};
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });

const errorEnvelope = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };

/** Every refusal, by status: each answers the error envelope. */
const ERROR_RESPONSES: Record<number, { name: string; response: OpenAPIV3.ResponseObject }> = {
  400: { name: 'BadRequest', response: { description: 'The request is not valid; the message says what to change.', ...errorEnvelope } },
  401: { name: 'Unauthorized', response: { description: 'No token, or its session or key has ended: sign in again.', ...errorEnvelope } },
  403: { name: 'Forbidden', response: { description: 'This portal or this action is not open to you.', ...errorEnvelope } },
  404: { name: 'NotFound', response: { description: 'No such record, or not one of yours.', ...errorEnvelope } },
  409: { name: 'Conflict', response: { description: 'The record changed, or its state does not allow this: read it again.', ...errorEnvelope } },
  413: { name: 'PayloadTooLarge', response: { description: 'The form or its picture is too large.', ...errorEnvelope } },
  415: { name: 'UnsupportedMediaType', response: { description: 'Not a multipart form, or a picture of a type not taken.', ...errorEnvelope } },
  429: { name: 'TooManyRequests', response: { description: 'Too many requests: the message says when to try again.', ...errorEnvelope } },
};

/** A refusal's description ends with the reasons (the contract's ERROR_REASONS) its status answers. */
function withReasons(status: number, response: OpenAPIV3.ResponseObject): OpenAPIV3.ResponseObject {
  const reasons = Object.entries(ERROR_REASONS).filter(([, { code }]) => ERROR_STATUS[code] === status);
  return { ...response, description: `${response.description} Its reason is one of ${reasons.map(([reason]) => `\`${reason}\``).join(', ')}.` };
}

/** Errors no rule can read from the document: a form that names a supplier, an account closed while its code was out. */
const MORE_ERRORS: Record<string, number[]> = {
  createProduct: [404],
  verifySigninCode: [403],
};

/** What the document needs to know of a route and cannot read from its schema. */
interface RouteFacts {
  allow: readonly UserType[];
  multipart: boolean;
  /** Only a person's session may call it, never an API key (`config.sessionOnly`). */
  sessionOnly: boolean;
  form?: { fields: z.ZodObject; file: string };
}

/**
 * A multipart form as the document describes it: its text fields as their schema takes them, and
 * its picture as a file. Every field is sent as text; numbers are read from it.
 */
function formBody(form: { fields: z.ZodObject; file: string }): OpenAPIV3.RequestBodyObject {
  const fields = z.toJSONSchema(form.fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as OpenAPIV3.SchemaObject;
  const schema: OpenAPIV3.SchemaObject = {
    type: 'object',
    properties: { ...fields.properties, [form.file]: { type: 'string', format: 'binary', description: 'PNG, GIF or JPEG; empty keeps the current picture' } },
    ...(fields.required?.length ? { required: fields.required } : {}),
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

const SESSION_ONLY_NOTE = 'Only with a person’s session: an API key is refused (403).';

/** Whether a schema holds an id (a uuid) anywhere: a body that names a record may name one that is not there. */
function namesARecord(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as { format?: string }).format === 'uuid') return true;
  return Object.values(schema).some(namesARecord);
}

/**
 * The errors an operation can answer, by rule: input can be wrong (400); a portal call needs a
 * token (401) of the right portal and role (403) and is rate limited per key, as sign-in is per
 * address (429); a record named by the path or the body may not be found (404); a write can lose a
 * race or find the record in another state (409); a multipart form can be too large or of the
 * wrong type (413, 415).
 */
function errorStatuses(method: string, operation: OpenAPIV3.OperationObject, portal: boolean, facts: RouteFacts | undefined): number[] {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json']?.schema;
  const multipart = facts?.multipart ?? false;
  const statuses = new Set(MORE_ERRORS[operation.operationId ?? ''] ?? []);
  if (body || multipart || parameters.length > 0) statuses.add(400);
  if (portal) [401, 403].forEach((status) => statuses.add(status));
  statuses.add(429);
  if (portal && (parameters.some((parameter) => parameter.in === 'path') || namesARecord(body))) statuses.add(404);
  if (portal && method !== 'get') statuses.add(409);
  if (multipart) [413, 415].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
type Operations = Record<string, OpenAPIV3.OperationObject>;

/**
 * The document as clients need it. Each portal route becomes one path per user type it allows
 * (`/api/member/stocks`, `/api/supplier/stocks`), its operationId prefixed with the type
 * (`memberListStocks`), so a generated client is typed per portal. Every operation gets its error
 * responses by rule; the sign-in routes need no token.
 */
function shapeDocument(document: OpenAPIV3.Document, facts: Map<string, RouteFacts>): OpenAPIV3.Document {
  const withErrors = (method: string, path: string, operation: OpenAPIV3.OperationObject, portal: boolean) => {
    const responses = { ...operation.responses };
    for (const status of errorStatuses(method, operation, portal, facts.get(`${method} ${path}`))) {
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
    }
    return responses;
  };

  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith(`${PORTAL}/`)) continue;
    for (const [method, operation] of Object.entries(item as Operations)) {
      paths[path] = { ...paths[path], [method]: { ...operation, security: [], responses: withErrors(method, path, operation, false) } };
    }
  }
  for (const type of USER_TYPES) {
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith(`${PORTAL}/`)) continue;
      for (const [method, operation] of Object.entries(item as Operations)) {
        if (!(facts.get(`${method} ${path}`)?.allow ?? USER_TYPES).includes(type)) continue;
        // The path names the user type now: the prefix's parameter goes.
        const { parameters: withUsertype, ...rest } = operation;
        const parameters = (withUsertype as OpenAPIV3.ParameterObject[] | undefined)?.filter((parameter) => parameter.name !== 'usertype') ?? [];
        const route = { ...rest, ...(parameters.length > 0 ? { parameters } : {}) };
        const known = facts.get(`${method} ${path}`);
        if (known?.sessionOnly) route.description = [route.description, SESSION_ONLY_NOTE].filter(Boolean).join(' ');
        if (known?.form) route.requestBody = formBody(known.form);
        const typed = `/api/${type}${path.slice(PORTAL.length)}`;
        paths[typed] = {
          ...paths[typed],
          [method]: {
            ...route,
            // A route without one stays without one, for the lint and openapi.test.ts to name.
            ...(route.operationId ? { operationId: type + upperFirst(route.operationId) } : {}),
            responses: withErrors(method, path, route, true),
          },
        };
      }
    }
  }

  // The named schemas are written twice, as answered and as a request would send them (`StockInput`); they are only answered.
  const answered = Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.endsWith('Input'));
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: Object.fromEntries(answered),
      responses: Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, { name, response }]) => [name, withReasons(Number(status), response)])),
    },
  };
}

/** Registers the document and its UI. Call it before any route, so that it hears each route's facts. */
export async function registerOpenApi(app: FastifyInstance) {
  const facts = new Map<string, RouteFacts>();
  app.addHook('onRoute', (route) => {
    const multipart = Boolean((route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'));
    for (const method of [route.method].flat()) {
      facts.set(`${method.toLowerCase()} ${formatParamUrl(route.url)}`, {
        allow: route.config?.allow ?? USER_TYPES,
        multipart,
        sessionOnly: route.config?.sessionOnly ?? false,
        form: route.config?.form,
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reserve Drug Supply API',
        version: '1.0.0',
        description: 'Every call answers `{ success, message, data }`; a refusal also carries a stable `code` (ErrorEnvelope).',
        // The repository has no licence: the API is the programme's own. Both links are pages this server serves.
        license: { name: 'Proprietary', url: '/api/docs' },
        contact: { name: 'Reserve Drug Supply programme', url: '/contact' },
      },
      servers: [{ url: '/', description: 'This portal' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          token: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from /api/auth/signin/verify, or an API key `rdsk_…` created on the profile.',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (built) => shapeDocument(jsonSchemaTransformObject(built) as OpenAPIV3.Document, facts),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
