import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { NO_NUL_KEY } from '@rds/contract';
import { AppError, badRequest } from './errors.js';

export interface UploadedFile {
  buffer: Buffer;
  mime: string;
  ext: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Reads a multipart form with at most one file, in `fileField`. The file's type is judged by its
 * content, never its name: anything but `allowedTypes` is a 415 with `typeMessage`.
 * The size limit is the multipart plugin's (a 413 when passed).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; allowedTypes: readonly string[]; typeMessage: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'api.error.multipart');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== options.fileField) throw badRequest('api.upload.unexpectedFile', { field: part.fieldname });
        if (buffer.length === 0) continue; // an empty file input means "keep the current picture"
        const detected = await fileTypeFromBuffer(buffer);
        if (!detected || !options.allowedTypes.includes(detected.mime)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.typeMessage);
        }
        file = { buffer: await reencode(buffer, detected.mime, options.typeMessage), mime: detected.mime, ext: detected.ext };
      } else {
        const value = String(part.value);
        if (value.includes('\u0000')) throw badRequest('api.upload.nulInField', { field: part.fieldname, message: { list: [NO_NUL_KEY] } });
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // A body cut short or without its boundary fails inside the parser with a plain Error: the client's fault.
    if (error instanceof AppError || (error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw badRequest('api.upload.unreadableForm');
  }
  return { fields, file };
}

/** Pictures larger than this many pixels are refused before they are decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes the image and encodes it afresh in its own format, without metadata: whatever else the
 * upload carried (HTML or script after the image data, in comments or text chunks, a polyglot)
 * is gone, and what is stored and served is only pixels. One that does not decode is a 415.
 */
async function reencode(buffer: Buffer, mime: string, typeMessage: string): Promise<Buffer> {
  try {
    const animated = mime === 'image/gif';
    const image = sharp(buffer, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    if (mime === 'image/png') return await image.png().toBuffer();
    if (mime === 'image/gif') return await image.gif().toBuffer();
    return await image.rotate().jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'api.upload.unreadablePicture', { allowed: { list: [typeMessage] } });
  }
}

/** Stores a checked file under DATA_DIR/uploads and returns the path it is served from (`{host}/{path}`). */
export function saveUpload(dataDir: string, file: UploadedFile): string {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const name = `${randomUUID()}.${file.ext}`;
  writeFileSync(path.join(dir, name), file.buffer);
  return `uploads/${name}`;
}

/** Removes a stored upload (a path `uploads/<name>` as saveUpload returns it); anything else is left alone. */
export function removeUpload(dataDir: string, storedPath: string | null | undefined) {
  const name = storedPath?.match(/^uploads\/([\w.-]+)$/)?.[1];
  if (name && !name.startsWith('.')) rmSync(path.join(dataDir, 'uploads', name), { force: true });
}

/**
 * Saves the form's file (if any), runs the write with its path, and removes the file again when
 * the write fails. When it succeeds, the file it replaced (`superseded`) is deleted.
 */
export async function withUpload<T>(
  dataDir: string,
  form: MultipartForm,
  write: (storedPath: string | undefined) => Promise<T>,
  superseded?: string | null,
): Promise<T> {
  const stored = form.file ? saveUpload(dataDir, form.file) : undefined;
  let result: T;
  try {
    result = await write(stored);
  } catch (error) {
    if (stored) removeUpload(dataDir, stored);
    throw error;
  }
  if (stored && superseded && superseded !== stored) removeUpload(dataDir, superseded);
  return result;
}
