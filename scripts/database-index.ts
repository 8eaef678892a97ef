/** Writes docs/database.md, the index of which triggers fire on each table, from db/definitions. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { triggerIndex } from '../apps/api/src/db/definitions/trigger-index.js';
import { repoRoot } from '../apps/api/src/paths.js';

writeFileSync(path.join(repoRoot, 'docs/database.md'), triggerIndex());
