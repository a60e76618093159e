/** The longest side a photo keeps: enough to read a message on a screenshot (decision 055). */
export const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/** The size a picture of `width` × `height` is drawn at: within MAX_SIDE, never enlarged. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The photo as a JPEG within MAX_SIDE, made on the phone before it is sent (decision 055): a
 * camera's 4–12 MB becomes a few hundred KB on a slow connection. `createImageBitmap` turns the
 * picture upright from its EXIF orientation, and the canvas keeps none of its metadata. A file the
 * browser cannot read is sent as it is, so the server's check says what is wrong with it; so is a
 * picture that would only grow.
 */
export async function shrinkImage(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black in a JPEG: white is what the borrower saw.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
