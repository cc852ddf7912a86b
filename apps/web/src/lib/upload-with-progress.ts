import { ApiError, isKnownErrorCode } from './api-client';

export type UploadRequest<T> = {
  method: 'POST' | 'PUT';
  path: string;
  /** Text fields first: the server reads the parts in order and can refuse before receiving the file. */
  fields?: Record<string, string>;
  file: File;
  /** The multipart field of the file. */
  fileField?: string;
  /** 0 to 100 while the file is sent. */
  onProgress?: (percent: number) => void;
  /** Checks the shape of a 2xx answer (a proxy's HTML page is not one). */
  isResponse: (body: unknown) => body is T;
};

/**
 * Sends a multipart form with one file, reporting the upload's progress: XMLHttpRequest rather than fetch,
 * the only browser API that does. Errors are the `ApiError`s `apiFetch` throws, so forms show them alike.
 */
export function uploadWithProgress<T>({
  method,
  path,
  fields = {},
  file,
  fileField = 'file',
  onProgress,
  isResponse,
}: UploadRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && isResponse(body)) resolve(body);
      else reject(toApiError(request.status, body));
    });
    const onFailure = () =>
      reject(
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The upload did not reach the server' }),
      );
    request.addEventListener('error', onFailure);
    request.addEventListener('abort', onFailure);
    request.addEventListener('timeout', onFailure);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fileField, file);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const { code, message, details } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiError({
    status,
    code:
      typeof code === 'string' && isKnownErrorCode(code)
        ? code
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 503
            ? 'SERVICE_UNAVAILABLE'
            : 'INTERNAL_ERROR',
    message: typeof message === 'string' ? message : `Upload failed with status ${status}`,
    details,
  });
}
