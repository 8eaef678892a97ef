import { readBarcodes, type ReadResult, type ReaderOptions } from 'zxing-wasm/reader';

/**
 * Drug packs carry a GS1 DataMatrix, cartons a GS1-128 (Code 128); nothing else is looked for,
 * which keeps each frame quick. Plain text keeps the group separators between variable-length
 * fields, as a scanner sends them.
 */
export const READER_OPTIONS: ReaderOptions = {
  formats: ['DataMatrix', 'Code128'],
  textMode: 'Plain',
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** The symbology prefix a GS1 code of each format carries (ISO/IEC 15424), for the parser. */
const GS1_PREFIX: Record<string, string> = { DataMatrix: ']d2', Code128: ']C1' };

/**
 * A read as a scanner would have typed it: a GS1 code with its symbology prefix (zxing reports the
 * FNC1 that marks it as GS1 in `contentType`, not in the text), anything else as read.
 */
export function asScanned(result: Pick<ReadResult, 'format' | 'text' | 'contentType'>): string {
  const prefix = result.contentType === 'GS1' ? GS1_PREFIX[result.format] : undefined;
  return prefix ? `${prefix}${result.text}` : result.text;
}

/**
 * The codes in one picture (a camera frame), as `asScanned` writes them. The WebAssembly must
 * have been located first (`camera.ts` in the browser, a test with the file's bytes).
 */
export async function readCodes(image: ImageData): Promise<string[]> {
  const results = await readBarcodes(image, READER_OPTIONS);
  return results.filter((result) => result.isValid).map(asScanned);
}
