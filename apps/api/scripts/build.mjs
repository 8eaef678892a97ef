/**
 * `npm run build -w @rds/api`: the server in one file, dist/server.js, which `npm start` and the
 * browser journeys run. The API's code and the contract's are bundled; the packages stay in
 * node_modules. Node starts it in less CPU than tsx, which compiles the sources as it loads them.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
