import * as z from 'zod/mini';
import { FIELD_ERROR } from './fields.ts';

// A module of its own, not fields.ts: only the upload endpoints use it, so the screens that load
// the contract's fields do not download it (decision 056).

/**
 * The file fields, which OpenAPI shows as binary strings (openapi.ts). A set rather than zod's
 * registry: the registry would add 0.2 KB to the first load of every screen that loads the
 * contract's fields, and only the server's document reads it.
 */
export const FILE_FIELDS = new WeakSet<object>();

/**
 * An uploaded file's bytes, a part of a multipart body; its name and declared type are never
 * trusted, so only the bytes reach the handler.
 */
export function uploadedFile() {
  const schema = z.instanceof(Uint8Array, { error: FIELD_ERROR.file });
  FILE_FIELDS.add(schema);
  return schema;
}
