import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { parseGs1 } from '@rds/contract';
import { readCodes } from './decoder';

const wasm = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file));

beforeAll(() => {
  // The bytes themselves, as the portal serves them (camera.ts points the browser at the same file).
  prepareZXingModule({ overrides: { wasmBinary: wasm('zxing-wasm/reader/zxing_reader.wasm') } });
  prepareWriter({ overrides: { wasmBinary: wasm('zxing-wasm/writer/zxing_writer.wasm') } });
});

/**
 * A camera frame showing the code: grey paper, the symbol drawn a few pixels a module off-centre in a
 * 1280 × 720 frame, as the canvas of the Scan dialog hands it to the decoder.
 */
async function frameShowing(text: string, format: 'DataMatrix' | 'Code128', options = 'gs1') {
  const { symbol, error } = await writeBarcode(text, { format, options, addQuietZones: false });
  expect(error).toBe('');
  // A carton's GS1-128 is long: two pixels a module, as from a camera held a hand away.
  const scale = format === 'Code128' ? 2 : 6;
  const width = 1280;
  const height = 720;
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  const left = 150;
  const top = 120;
  const rowsHigh = format === 'Code128' ? 60 : symbol.height;
  for (let y = 0; y < rowsHigh * scale; y++) {
    for (let x = 0; x < symbol.width * scale; x++) {
      const module = symbol.data[(Math.floor(y / scale) % symbol.height!) * symbol.width + Math.floor(x / scale)]!;
      const pixel = ((top + y) * width + left + x) * 4;
      const shade = module === 0 ? 30 : 235;
      data.set([shade, shade, shade, 255], pixel);
    }
  }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

describe('readCodes', () => {
  it('reads a GS1 DataMatrix as a scanner types it: prefix, fixed fields, separator after the lot', async () => {
    const frame = await frameShowing('(01)03453120000011(17)280700(10)AB-12(21)XYZ', 'DataMatrix');
    const codes = await readCodes(frame);
    expect(codes).toEqual([']d2010345312000001117280700' + '10AB-12\u001d21XYZ']);
    // What the Scan dialog then hands the row: a day of 00 is the month's last.
    expect(parseGs1(codes[0]!)).toEqual({ ok: true, value: { gtin: '03453120000011', expiry: '2028-07-31', lot: 'AB-12', serial: 'XYZ' } });
  });

  it('reads a GS1-128 (Code 128 with FNC1) with its own prefix', async () => {
    const frame = await frameShowing('(01)03453120000011(17)280731(10)AB-12', 'Code128');
    const codes = await readCodes(frame);
    expect(codes).toEqual([']C1010345312000001117280731' + '10AB-12']);
    expect(parseGs1(codes[0]!)).toEqual({ ok: true, value: { gtin: '03453120000011', expiry: '2028-07-31', lot: 'AB-12' } });
  });

  it('reads a DataMatrix that is not GS1 as plain text, for the parser to refuse', async () => {
    const frame = await frameShowing('hello pharmacy', 'DataMatrix', '');
    const codes = await readCodes(frame);
    expect(codes).toEqual(['hello pharmacy']);
    expect(parseGs1(codes[0]!)).toEqual({ ok: false, error: 'notGs1' });
  });

  it('finds nothing in a frame without a code', async () => {
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(200), width: 320, height: 240, colorSpace: 'srgb' } as ImageData;
    expect(await readCodes(blank)).toEqual([]);
  });
});
