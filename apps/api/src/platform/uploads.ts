import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { NO_NUL_KEY } from '@rds/contract';
import { AppError, badRequest } from './errors.js';

/** A picture checked by its content and re-encoded: what is stored and served. */
export interface UploadedFile {
  buffer: Buffer;
  mime: string;
}

/** What a picture may be, and the message a 415 gives when it is something else. */
export interface PictureRule {
  allowedTypes: readonly string[];
  typeMessage: string;
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
export async function readMultipartForm(request: FastifyRequest, options: PictureRule & { fileField: string }): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('request.unsupportedType', 'api.error.multipart');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== options.fileField) throw badRequest('api.upload.unexpectedFile', { field: part.fieldname });
        if (buffer.length === 0) continue; // an empty file input means "keep the current picture"
        file = await checkPicture(buffer, options);
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

/**
 * The picture in `buffer`, judged by its content (anything but `rule.allowedTypes` is a 415 with
 * `rule.typeMessage`) and re-encoded.
 */
export async function checkPicture(buffer: Buffer, rule: PictureRule): Promise<UploadedFile> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !rule.allowedTypes.includes(detected.mime)) throw new AppError('upload.wrongType', rule.typeMessage);
  return { buffer: await reencode(buffer, detected.mime, rule.typeMessage), mime: detected.mime };
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
    throw new AppError('upload.wrongType', 'api.upload.unreadablePicture', { allowed: { list: [typeMessage] } });
  }
}
