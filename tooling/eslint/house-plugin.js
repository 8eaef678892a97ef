// @ts-check
/**
 * The house rules: the architecture of docs/architecture.md, checked on every `npm run check`.
 * Each message says which rule broke and why the rule exists, so that a newcomer can act on it
 * without asking. The rules look at paths (`.../apps/web/src/features/<name>/...`), so they apply
 * the same to the tree and to the planted fixtures under tooling/lint-fixtures.
 */
import path from 'node:path';
import tseslint from 'typescript-eslint';

const posix = (/** @type {string} */ p) => p.split(path.sep).join('/');

/** The file an import points at (relative imports only; packages are out of scope). */
function resolveImport(/** @type {string} */ filename, /** @type {string} */ source) {
  if (!source.startsWith('.')) return null;
  return posix(path.resolve(path.dirname(filename), source)).replace(/\.(js|jsx|ts|tsx)$/, '');
}

/** Calls `check(sourceString, node)` for every import, re-export and literal dynamic import. */
function onImports(/** @type {(source: string, node: any) => void} */ check) {
  return {
    /** @param {any} node */
    ImportDeclaration: (node) => check(node.source.value, node.source),
    /** @param {any} node */
    ExportNamedDeclaration: (node) => node.source && check(node.source.value, node.source),
    /** @param {any} node */
    ExportAllDeclaration: (node) => check(node.source.value, node.source),
    /** @param {any} node */
    ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node.source.value, node.source),
  };
}

const MODULE = /\/apps\/api\/src\/modules\/([^/]+)\//;
const REPOSITORY = /\/apps\/api\/src\/modules\/([^/]+)\/repository$/;
const FEATURE = /\/apps\/web\/src\/features\/([^/]+)(\/|$)/;
const WEB_LAYER = /\/apps\/web\/src\/(ui|domain|features|app)(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: { description: "A module's code never imports another module's repository." },
    schema: [],
    messages: {
      foreign:
        "Module '{{module}}' imports the repository of module '{{other}}'. A module reaches another only through its service: the service holds the rules (policy, transaction, workflow, audit, notifications) and the repository only queries, so going around the service skips them. Call ../{{other}}/service instead.",
    },
  },
  create(context) {
    const own = MODULE.exec(posix(context.filename))?.[1];
    if (!own) return {};
    return onImports((source, node) => {
      const target = resolveImport(context.filename, source);
      const other = target && REPOSITORY.exec(target)?.[1];
      if (other && other !== own) context.report({ node, messageId: 'foreign', data: { module: own, other } });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'features/* never import each other.' },
    schema: [],
    messages: {
      cross:
        "Feature '{{feature}}' imports feature '{{other}}'. Features never import each other, so that each can change, load lazily or go away on its own. Put what both need in domain/ (parts that know the domain) or ui/ (controls that know none), or compose the two in app/.",
    },
  },
  create(context) {
    const own = FEATURE.exec(posix(context.filename))?.[1];
    if (!own) return {};
    return onImports((source, node) => {
      const target = resolveImport(context.filename, source);
      const other = target && FEATURE.exec(target)?.[1];
      if (other && other !== own) context.report({ node, messageId: 'cross', data: { feature: own, other } });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'ui/ imports no feature, domain part or app code; domain/ imports no feature or app code.' },
    schema: [],
    messages: {
      ui: 'ui/ imports {{layer}}/. ui/ holds controls that know nothing of the domain, so that any screen can use them without pulling a feature in; a part that knows a record (a product, a stock request) belongs in domain/ or in its feature.',
      domain:
        "domain/ imports {{layer}}/. domain/ holds the parts several features share (a product cell, a lots table, a request's badge); it must not depend on any one feature or on the app, or features would import each other through it.",
    },
  },
  create(context) {
    const own = WEB_LAYER.exec(posix(context.filename))?.[1];
    if (own !== 'ui' && own !== 'domain') return {};
    const forbidden = own === 'ui' ? ['features', 'app', 'domain'] : ['features', 'app'];
    return onImports((source, node) => {
      const target = resolveImport(context.filename, source);
      const layer = target && WEB_LAYER.exec(target)?.[1];
      if (layer && forbidden.includes(layer)) context.report({ node, messageId: own, data: { layer } });
    });
  },
};

const LEDGER_TABLES = new Set(['stockUnits', 'stockLedger']);
const LEDGER_SQL = /\b(insert\s+into|update|delete\s+from)\s+"?(stock_units|stock_ledger)\b/i;

/** @type {import('eslint').Rule.RuleModule} */
const ledgerOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing outside modules/stock/ledger.ts writes stock_units or stock_ledger.' },
    schema: [],
    messages: {
      write:
        'Writes {{table}} outside modules/stock/ledger.ts. Units change only through the ledger (receiveLot, withdrawUnits): it locks the unit and writes the unit and its append-only ledger row in one transaction, so units never go below zero and always equal the sum of their ledger.',
    },
  },
  create(context) {
    if (/\/apps\/api\/src\/modules\/stock\/ledger\.ts$/.test(posix(context.filename))) return {};
    return {
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const arg = node.arguments[0];
        const name = arg?.type === 'Identifier' ? arg.name : arg?.type === 'MemberExpression' && arg.property.type === 'Identifier' ? arg.property.name : null;
        if (name && LEDGER_TABLES.has(name))
          context.report({ node, messageId: 'write', data: { table: name === 'stockUnits' ? 'stock_units' : 'stock_ledger' } });
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        const text = node.quasis.map((/** @type {any} */ q) => q.value.cooked ?? '').join(' ');
        const hit = LEDGER_SQL.exec(text);
        if (hit) context.report({ node, messageId: 'write', data: { table: hit[2]?.toLowerCase() ?? '' } });
      },
      /** @param {any} node */
      Literal(node) {
        const hit = typeof node.value === 'string' ? LEDGER_SQL.exec(node.value) : null;
        if (hit) context.report({ node, messageId: 'write', data: { table: hit[2]?.toLowerCase() ?? '' } });
      },
    };
  },
};

const WEB_SOURCE = /\/apps\/web\/src\/(?!lib\/api\.ts$).*(?<!\.test\.tsx?)$/;
/** A URL of the API written out (the documentation page a person opens aside). */
const API_URL = /^\/api\/(?!docs$)/;
/** The calls of lib/api.ts whose first argument is a path of the API document. */
const TYPED_CALLS = /^(api\.(get|post|put|patch|delete)|publicApi\.post|getAs\(\)|download|portalUrl)$/;

/** `api.get`, `download`, `getAs(session)`: the callee as TYPED_CALLS names it. */
function calleeName(/** @type {any} */ callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.property.type === 'Identifier')
    return `${callee.object.name}.${callee.property.name}`;
  if (callee.type === 'CallExpression' && callee.callee.type === 'Identifier') return `${callee.callee.name}()`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const typedApiPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'The web calls the API only through lib/api.ts, naming paths of the API document.' },
    schema: [],
    messages: {
      built:
        "An API path built by hand. lib/api.ts types each call by the API document (packages/client): name the documented path and give its parameters, e.g. api.get('/order/{id}', { params: { path: { id } } }), so that a path the API does not have fails the type check.",
      url: "An API URL written by hand. Call the API through lib/api.ts (api, download, portalUrl) with the document's path, e.g. '/order/{id}', so that a path the API does not have fails the type check.",
      fetch:
        'fetch outside lib/api.ts. The web has one HTTP client, lib/api.ts: it sends the token and the language, ends an expired session and types every call by the API document.',
    },
  },
  create(context) {
    if (!WEB_SOURCE.test(posix(context.filename))) return {};
    return {
      /** @param {any} node */
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'fetch') return context.report({ node, messageId: 'fetch' });
        const path = node.arguments[0];
        const name = calleeName(node.callee);
        if (!path || !name || !TYPED_CALLS.test(name)) return;
        if ((path.type === 'TemplateLiteral' && path.expressions.length > 0) || path.type === 'BinaryExpression')
          context.report({ node: path, messageId: 'built' });
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        if (API_URL.test(node.quasis[0]?.value.cooked ?? '')) context.report({ node, messageId: 'url' });
      },
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value === 'string' && API_URL.test(node.value)) context.report({ node, messageId: 'url' });
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const disableNeedsReason = {
  meta: {
    type: 'problem',
    docs: { description: 'Every eslint-disable comment says why.' },
    schema: [],
    messages: {
      reason:
        "This eslint-disable comment gives no reason. A rule is switched off only with a reason the next reader can weigh: write it after two dashes, e.g. `// eslint-disable-next-line house/no-explicit-any -- the library's own type is wrong`.",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s*\S/.test(text)) {
            context.report({ loc: /** @type {any} */ (comment.loc), messageId: 'reason' });
          }
        }
      },
    };
  },
};

/**
 * A typescript-eslint rule under a house name, its messages followed by why the house keeps it.
 * @param {any} rule
 * @param {string} why
 * @returns {import('eslint').Rule.RuleModule}
 */
function withWhy(rule, why) {
  /** @type {Record<string, string>} */
  const messages = {};
  for (const [id, text] of Object.entries(/** @type {Record<string, string>} */ (rule.meta.messages))) {
    messages[id] = /^suggest|Fix/.test(id) ? text : `${text} ${why}`;
  }
  return { ...rule, meta: { ...rule.meta, messages } };
}

const noFloatingPromises = withWhy(
  tseslint.plugin.rules['no-floating-promises'],
  'Why: a promise nobody awaits loses its error (the user sees nothing, the log shows nothing) and races what follows; await it, return it, or mark a deliberate fire-and-forget with `void`.',
);

const noExplicitAny = withWhy(
  tseslint.plugin.rules['no-explicit-any'],
  'Why: `any` switches the type checker off for everything it touches, and the contract types stop protecting the code; use the real type or `unknown`, and where `any` is truly needed disable this line with a reason (`-- why`).',
);

export default {
  meta: { name: 'house' },
  rules: {
    'no-foreign-repository': noForeignRepository,
    'no-cross-feature': noCrossFeature,
    'web-layers': webLayers,
    'ledger-only': ledgerOnly,
    'typed-api-paths': typedApiPaths,
    'no-floating-promises': noFloatingPromises,
    'no-explicit-any': noExplicitAny,
    'disable-needs-reason': disableNeedsReason,
  },
};
