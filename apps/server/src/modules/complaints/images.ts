import { randomBytes } from 'node:crypto';
import { PROBLEM_IMAGE_BYTES_MAX } from '@tenora/contract/complaints';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badInput } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';

/**
 * The evidence pipeline (docs/decisions/051-evidence-image-pipeline.md): the type is read from
 * the bytes, never from the name or the declared type; only JPEG, PNG and WebP are taken; a file
 * that also reads as markup is refused; the picture is decoded and encoded anew, which keeps the
 * pixels and nothing else (EXIF, GPS, ICC, XMP, trailing data), bounded to 2048 px a side.
 */
const ACCEPTED = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
} as const;
type AcceptedType = keyof typeof ACCEPTED;

export const MAX_SIDE = 2048;
// Decoding is bounded too: a small file can declare a huge canvas (a decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;
// Markup inside an image's bytes makes it a polyglot: harmless once re-encoded, but never meant.
// Polyglots hide it in the headers (comments, EXIF) or after the picture, so the head and the
// tail are read; the compressed middle would match short words by chance.
const MARKUP = /<(script|html|svg|iframe|body|object|embed)[\s>/]|<\?php|<!doctype/i;
const SCANNED = 64 * 1024;

function hasMarkup(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = buffer.subarray(0, SCANNED).toString('latin1');
  const tail = buffer.subarray(Math.max(SCANNED, buffer.length - SCANNED)).toString('latin1');
  return MARKUP.test(head) || MARKUP.test(tail);
}

export interface CleanImage {
  bytes: Buffer;
  contentType: AcceptedType;
  ext: string;
}

const isAccepted = (mime: string): mime is AcceptedType => Object.hasOwn(ACCEPTED, mime);

export async function cleanImage(bytes: Uint8Array, t: Translate): Promise<CleanImage> {
  if (bytes.byteLength === 0) throw badInput(t('upload.empty'));
  if (bytes.byteLength > PROBLEM_IMAGE_BYTES_MAX) {
    throw new AppError('too_large', t('upload.tooLarge', PROBLEM_IMAGE_BYTES_MAX / 1024 / 1024));
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !isAccepted(sniffed.mime)) throw badInput(t('upload.notImage'));
  if (hasMarkup(bytes)) throw badInput(t('upload.notImage'));
  const { format, ext } = ACCEPTED[sniffed.mime];
  try {
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await source.metadata();
    if (meta.format !== format) throw badInput(t('upload.notImage'));
    // rotate() applies the EXIF orientation before the metadata goes, so the photo stays upright.
    const pipeline = source
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    return { bytes: await out.toBuffer(), contentType: sniffed.mime, ext };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badInput(t('upload.unreadableImage'));
  }
}

/** 128 random bits: an image id is never guessable, though only ownership opens it. */
export const newImageId = () => randomBytes(16).toString('hex');

export const IMAGE_ID = /^[0-9a-f]{32}$/;

export const storageKeyOf = (imageId: string, ext: string) => `complaints/${imageId}.${ext}`;

export const imageUrl = (imageId: string) =>
  `/h5-api/v3/user-problem/problem-img?imageId=${imageId}`;

/**
 * The image ids in problem-save's `problemImage`: the URLs upload answered (or bare ids),
 * comma-joined. Anything else is refused rather than dropped, so no evidence is lost silently.
 */
export function imageIdsOf(problemImage: string | undefined): string[] | null {
  if (!problemImage) return [];
  const ids: string[] = [];
  for (const item of problemImage.split(',').map((s) => s.trim())) {
    if (!item) continue;
    const id = IMAGE_ID.test(item) ? item : /[?&]imageId=([0-9a-f]{32})(?:&|$)/.exec(item)?.[1];
    if (!id) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
