/**
 * `npm run build -w @rds/api`: the server in one file, dist/server.js, which `npm start` and the
 * browser journeys run. The API's code and the contract's are bundled; the packages stay in
 * node_modules. Node starts it in less CPU than tsx, which compiles the sources as it loads them.
 * `node scripts/build.mjs <outfile>` writes it elsewhere, one folder below apps/api as dist/ is (the
 * process tests build their own, so they never run a stale bundle or rewrite the one e2e is running).
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-in-node-modules',
      setup(build) {
        // A bare import is a package, except the workspace's own (@rds/contract ships TypeScript).
        build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@rds/') ? undefined : { external: true }));
      },
    },
  ],
});
