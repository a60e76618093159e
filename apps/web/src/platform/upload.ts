import type { AnyEndpoint, RequestOf, ResponseOf } from '@tenora/contract/endpoint';
import { call, type ApiResult } from './api-client.ts';

/**
 * A multipart upload through the one API client, sent with XMLHttpRequest because `fetch` cannot
 * report upload progress. `onProgress` gets the share sent, from 0 to 1. The envelope, the toast of
 * a refusal, a lost session and the timeout are the client's, as for any call; the progress shown
 * beside the file replaces the loading toast.
 */
export function upload<E extends AnyEndpoint>(
  endpoint: E,
  form: FormData,
  onProgress: (sent: number) => void,
  options: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const send = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', url);
      // The form is sent as it is: the browser writes its multipart type with the boundary.
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => {
        onProgress(1);
        // A status fetch could not have (0, or a proxy's oddity) is a network failure.
        try {
          resolve(new Response(xhr.responseText, { status: xhr.status }));
        } catch (error) {
          reject(error as Error);
        }
      };
      xhr.onerror = () => reject(new TypeError('upload failed'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  // The form travels in `send`; the client sees no fields to encode.
  return call(endpoint, {} as RequestOf<E>, { ...options, loading: false, send });
}
