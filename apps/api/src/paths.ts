import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module runs from its source (src/paths.ts) or from the server's bundle (dist/server.js):
// both sit one folder below apps/api, so every path is taken from there.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root, so that paths do not depend on the directory npm runs us from. */
export const repoRoot = path.resolve(apiRoot, '../..');
/** The SQL migrations Drizzle generates, applied at start-up. */
export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');
/** The demo pictures, which the seed stores as uploads. */
export const demoAssetsFolder = path.join(apiRoot, 'src/db/demo-assets');
