import { Readable } from 'node:stream';
import type { Language, UserType } from '@rds/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage, translate } from './i18n.js';

/** A cell as a list's column table gives it: text as shown, numbers unformatted, dates already ISO 8601. */
export type CsvValue = string | number | boolean | null | undefined;

/** Who reads the export: their portal, and their language's words for a catalogue key (a status label, say). */
export interface CsvReader {
  viewer: UserType;
  say: (key: string) => string;
}

/** One column of an exported list: its key, its header in each language, and its value, as the list shows it on screen. */
export interface CsvColumn<T> {
  key: string;
  en: string;
  fr: string;
  value: (row: T, reader: CsvReader) => CsvValue;
  /** The portals whose screen shows this column; every portal when absent. */
  only?: readonly UserType[];
}

export type CsvLanguage = Language;

/** The reader of an export: the signed-in user's portal and language (else the request's Accept-Language). */
export function csvReader(request: FastifyRequest): CsvReader & { language: CsvLanguage } {
  const language = requestLanguage(request);
  return { viewer: request.auth.user.type, language, say: (key) => translate(language, key) };
}

/** The columns the given portal shows. */
export function columnsFor<T>(columns: readonly CsvColumn<T>[], viewer: UserType): CsvColumn<T>[] {
  return columns.filter((column) => !column.only || column.only.includes(viewer));
}

/**
 * A cell a spreadsheet could take for a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, as OWASP advises against CSV injection; it is then quoted.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutralise(value);
}

const CSV_OPTIONS = {
  // RFC 4180: CRLF between records; a field with a comma, a quote or a line break is quoted, its quotes doubled.
  record_delimiter: 'windows',
  // A neutralised cell is quoted as well, as OWASP advises.
  quoted_match: /^'[=+\-@\t\r]/,
} as const;

/** Records as CSV text (RFC 4180), each cell neutralised. */
export function csvRecords<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], reader: CsvReader): string {
  return stringify(
    rows.map((row) => columns.map((column) => cell(column.value(row, reader)))),
    CSV_OPTIONS,
  );
}

/** The header record in the given language. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[], language: CsvLanguage): string {
  return stringify([columns.map((column) => column[language])], CSV_OPTIONS);
}

/** A UTF-8 byte order mark, so that Excel reads accents right. */
export const BOM = '\uFEFF';

/**
 * The query of a list's export: the list's own search, sort and filters, every row. `limit` and
 * `skip` would silently cut the export, so they are refused with a 400 that says why.
 */
export function exportQuerySchema<Shape extends { limit: z.ZodType; skip: z.ZodType } & z.ZodRawShape>(listQuery: z.ZodObject<Shape>) {
  const everyRow = 'api.csv.everyRow';
  const described = translate('en', everyRow);
  return listQuery.extend({
    limit: z.undefined({ error: everyRow }).optional().describe(described),
    skip: z.undefined({ error: everyRow }).optional().describe(described),
  });
}

/** What the export routes answer in the OpenAPI document. */
export const csvRouteSchema = {
  produces: ['text/csv'],
  response: {
    200: z.string().describe('The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters'),
  },
};

/**
 * Sends a list as a CSV download, streamed: the header in the request's language, then each batch
 * of rows as the socket asks for it (Readable.from pulls the next batch only when the previous one
 * has drained). The first batch is read before the answer starts, so that a failure to start is an
 * error in the envelope; a failure later cuts the download, which the browser reports as failed.
 */
export async function sendCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  list: { name: string; columns: readonly CsvColumn<T>[]; batches: AsyncIterableIterator<T[]> },
) {
  const { name, columns, batches } = list;
  const first = await batches.next();
  const reader = csvReader(request);
  async function* chunks() {
    try {
      yield BOM + csvHeader(columns, reader.language);
      if (first.done) return;
      yield csvRecords(columns, first.value, reader);
      for (;;) {
        const next = await batches.next();
        if (next.done) return;
        yield csvRecords(columns, next.value, reader);
      }
    } finally {
      await batches.return?.();
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
  stream.on('error', (error) => request.log.warn({ err: error }, `export ${name} stopped`));
  const day = new Date().toISOString().slice(0, 10);
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-${day}.csv"`).send(stream);
}
