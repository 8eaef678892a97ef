import { prepareZXingModule } from 'zxing-wasm/reader';
// The decoder's WebAssembly, built into dist/assets and served by the portal itself: zxing-wasm
// would otherwise fetch it from a CDN, which closed hospital networks and the CSP both refuse.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
});

/** Loaded only when a Scan dialog opens its camera (decision 012: the first screen stays light). */
export { readCodes } from './decoder';
