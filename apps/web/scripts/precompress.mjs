// After `vite build`: writes a brotli (.br, best level) and a gzip (.gz) copy beside each built
// text asset, which the API serves as is to a client that accepts it (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// WebAssembly too: the scan decoder's 930 KB travel as about 300.
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest|wasm)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (TEXT.test(name)) yield file;
  }
}

let count = 0;
for (const file of files(dist)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets (.br, .gz)`);
