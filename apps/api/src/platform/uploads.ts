import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
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
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname !== options.fileField) throw badRequest(`Unexpected file field '${part.fieldname}'`);
      if (buffer.length === 0) continue; // an empty file input means "keep the current picture"
      const detected = await fileTypeFromBuffer(buffer);
      if (!detected || !options.allowedTypes.includes(detected.mime)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.typeMessage);
      }
      file = { buffer, mime: detected.mime, ext: detected.ext };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}

/** Stores a checked file under DATA_DIR/uploads and returns the path it is served from (`{host}/{path}`). */
export function saveUpload(dataDir: string, file: UploadedFile): string {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const name = `${randomUUID()}.${file.ext}`;
  writeFileSync(path.join(dir, name), file.buffer);
  return `uploads/${name}`;
}

/** Saves the form's file (if any), runs the write with its path, and removes the file again when the write fails. */
export async function withUpload<T>(dataDir: string, form: MultipartForm, write: (storedPath: string | undefined) => Promise<T>): Promise<T> {
  const stored = form.file ? saveUpload(dataDir, form.file) : undefined;
  try {
    return await write(stored);
  } catch (error) {
    if (stored) rmSync(path.join(dataDir, stored), { force: true });
    throw error;
  }
}
