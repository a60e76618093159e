import multipart from '@fastify/multipart';
import { PROBLEM_IMAGE_BYTES_MAX } from '@tenora/contract/complaints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { findInvalidText } from './input.ts';
import type { Translate } from './messages.ts';

/**
 * Uploads (multipart endpoints of the contract): one file of at most 10 MB and a few short
 * fields, so a request can neither fill memory nor smuggle a second file past the checks.
 */
export const UPLOAD_LIMITS = {
  fileSize: PROBLEM_IMAGE_BYTES_MAX,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  fieldNameSize: 64,
  headerPairs: 32,
} as const;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
}

const MB = UPLOAD_LIMITS.fileSize / 1024 / 1024;

function limitMessage(code: string | undefined, t: Translate): string | undefined {
  if (code === 'FST_REQ_FILE_TOO_LARGE') return t('upload.tooLarge', MB);
  if (code === 'FST_FILES_LIMIT') return t('upload.oneFile');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return t('upload.tooManyParts');
  return undefined;
}

/**
 * A multipart body as the endpoint's input: text fields as strings, the file as its bytes only
 * (its name and declared type are never trusted). Limits answer 413 in the borrower's language.
 */
export async function readMultipart(
  req: FastifyRequest,
  t: Translate,
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (Object.hasOwn(input, part.fieldname))
        throw new AppError('bad_input', t('upload.oneFile'));
      if (part.type === 'file') {
        input[part.fieldname] = new Uint8Array(await part.toBuffer());
      } else {
        input[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = limitMessage((err as { code?: string }).code, t);
    if (message) throw new AppError('too_large', message);
    throw new AppError('bad_input', t('upload.unreadable'));
  }
  const invalid = findInvalidText(
    Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')),
  );
  if (invalid) throw new AppError('bad_input', t('field.invalidText', invalid));
  return input;
}
