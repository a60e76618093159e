import { useEffect, useRef, useState } from 'react';
import { useT } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { uploadEvidence } from './complaint-api.ts';

/**
 * The photo made small on the phone (shrink-image.ts), fetched once a photo is chosen: the form
 * paints without it. Should it not arrive, the photo is sent as it is, and the server's size check
 * says whether that is too much.
 */
async function shrunk(file: File): Promise<Blob> {
  try {
    const { shrinkImage } = await import('./shrink-image.ts');
    return await shrinkImage(file);
  } catch {
    return file;
  }
}

/** At most this many photos to a complaint (docs/product.md#complaints). */
export const MAX_PHOTOS = 9;

export interface Photo {
  key: number;
  /** The picture chosen; none for one sent before a reload, which is only its address now. */
  file?: File;
  /** What the borrower sees: the picture from memory, or once sent before a reload, the server's. */
  preview: string;
  state: 'sending' | 'sent' | 'failed';
  /** Share sent, 0..1. */
  sent: number;
  /** The server's address of the stored picture, once sent. */
  url?: string;
}

let nextKey = 1;

/**
 * The complaint's evidence: each photo is shrunk on the phone and sent at once, with its
 * progress; a failed one can be sent again or removed. The list is what the form submits.
 */
export function usePhotos() {
  const t = useT();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const aborts = useRef(new Map<number, AbortController>());
  const update = (key: number, change: Partial<Photo>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const send = async (key: number, file: File | undefined) => {
    if (!file) return;
    update(key, { state: 'sending', sent: 0 });
    const abort = new AbortController();
    aborts.current.set(key, abort);
    const blob = await shrunk(file);
    if (abort.signal.aborted) return;
    const result = await uploadEvidence(
      blob,
      file.name,
      (sent) => update(key, { sent }),
      abort.signal,
    );
    if (abort.signal.aborted) return;
    aborts.current.delete(key);
    update(key, result.ok ? { state: 'sent', sent: 1, url: result.data } : { state: 'failed' });
    if (result.ok) showToast(t.complaint.uploadSucceeded);
  };

  const add = (files: readonly File[], room: number) => {
    const added = files.slice(0, room).map((file) => ({
      key: nextKey++,
      file,
      preview: URL.createObjectURL(file),
      state: 'sending' as const,
      sent: 0,
    }));
    setPhotos((list) => [...list, ...added]);
    for (const p of added) void send(p.key, p.file);
  };

  const remove = (photo: Photo) => {
    aborts.current.get(photo.key)?.abort();
    aborts.current.delete(photo.key);
    if (photo.file) URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.key !== photo.key));
  };

  /** Photos sent before a reload, by the server's address, and what to show for each. */
  const restore = (sent: readonly { url: string; preview: string }[]) =>
    setPhotos(
      sent.map(({ url, preview }) => ({ key: nextKey++, preview, state: 'sent', sent: 1, url })),
    );

  // Leaving the form stops what is still being sent.
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort.abort();
    };
  }, []);

  return { photos, add, remove, restore, retry: (p: Photo) => void send(p.key, p.file) };
}

/** The photos with their progress, and the add control while there is room for more. */
export function PhotoPicker(props: Omit<ReturnType<typeof usePhotos>, 'restore'>) {
  const t = useT();
  const { photos } = props;
  const room = MAX_PHOTOS - photos.length;
  return (
    <ul className="cp-photos" aria-label={t.complaint.photosTitle}>
      {photos.map((photo, i) => (
        <li key={photo.key} className={`cp-photo cp-photo-${photo.state}`} data-testid="cp-photo">
          <img src={photo.preview} alt={t.complaint.photo(i + 1)} />
          <span className="cp-photo-state" role="status">
            {photo.state === 'sending' && t.complaint.uploading(Math.round(photo.sent * 100))}
            {photo.state === 'sent' && t.complaint.uploaded}
            {photo.state === 'failed' && t.complaint.uploadFailed}
          </span>
          {photo.state === 'sending' && (
            <progress className="cp-progress" max={1} value={photo.sent} aria-hidden="true" />
          )}
          {photo.state === 'failed' && (
            // The whole tile retries, but for its corner, which removes.
            <button
              type="button"
              className="cp-retry"
              onClick={() => props.retry(photo)}
              aria-label={`${t.complaint.retry}: ${t.complaint.photo(i + 1)}`}
            >
              {t.complaint.retry}
            </button>
          )}
          <button
            type="button"
            className="cp-remove"
            onClick={() => props.remove(photo)}
            aria-label={`${t.complaint.remove}: ${t.complaint.photo(i + 1)}`}
            data-testid="cp-photo-remove"
          >
            ×
          </button>
        </li>
      ))}
      {room > 0 && (
        <li className="cp-photo cp-add">
          <label className="cp-add-label">
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              data-testid="cp-add-photo"
              onChange={(e) => {
                props.add([...(e.target.files ?? [])], room);
                // The same picture chosen again is a change too.
                e.target.value = '';
              }}
            />
            <span aria-hidden="true" className="cp-add-plus">
              +
            </span>
            <span>{t.complaint.addPhoto}</span>
          </label>
        </li>
      )}
    </ul>
  );
}
