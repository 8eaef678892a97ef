import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

/** The areas of the catalogues the sign-in pages (and the error pages) need; everything else loads with a portal. */
const SIGNIN_AREAS = ['app', 'auth', 'common', 'http', 'language', 'login', 'notFound', 'routeError', 'toast', 'verify'];

/**
 * `virtual:catalogue/<language>/<signin|portal>`: the contract's and the web's catalogue of one
 * language (src/locales/<language>.json and the contract's), cut in two so that /login carries only
 * the few messages it shows (decision 009). The JSON files stay whole for translators and the check.
 * Each part also exports `compiled`: the syntax tree of every message with ICU syntax, keyed by its
 * text, parsed here so that the browser needs no ICU parser (src/lib/icu.ts, decision 012).
 */
function catalogueParts(): Plugin {
  const prefix = 'virtual:catalogue/';
  const files = (language: string) => [
    path.resolve(import.meta.dirname, `../../packages/contract/src/locales/${language}.json`),
    path.resolve(import.meta.dirname, `src/locales/${language}.json`),
  ];
  return {
    name: 'catalogue-parts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [language = 'en', part] = id.slice(prefix.length + 1).split('/');
      const messages: Record<string, string> = {};
      for (const file of files(language)) {
        this.addWatchFile(file);
        Object.assign(messages, JSON.parse(readFileSync(file, 'utf8')));
      }
      const signin = (key: string) => SIGNIN_AREAS.includes(key.split('.')[0]!);
      const chosen = Object.fromEntries(Object.entries(messages).filter(([key]) => signin(key) === (part === 'signin')));
      const compiled: Record<string, unknown> = {};
      for (const message of Object.values(chosen)) {
        // Tags stay text, as i18next-icu left them, for <Trans> to read.
        const ast = parse(message, { ignoreTag: true });
        const plain = ast.length === 0 || (ast.length === 1 && isLiteralElement(ast[0]!) && ast[0].value === message);
        if (!plain) compiled[message] = ast;
      }
      return `export default ${JSON.stringify(chosen)};\nexport const compiled = ${JSON.stringify(compiled)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), catalogueParts()],
  resolve: {
    // Every message reaches the browser parsed (catalogueParts): intl-messageformat formats it
    // without its parser, which would otherwise weigh on the login page (e2e/budget.test.ts).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @rds/contract is declarations only (constants, schemas, types). Without this its schema
        // module counts as side-effectful and pulls zod into every chunk that reads one constant.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
