import type { AnalysisDoneEvent } from '@escouade/contract/projects';
import { ApiError, isKnownErrorCode } from '../../../lib/api-client';
import { readEventStream } from './read-event-stream';

type SendProjectMessageOptions = {
  /** Each piece of the assistant's answer, as it is written. */
  onText: (text: string) => void;
  /** The server accepted the message (it is saved) and the answer starts streaming. */
  onOpen?: () => void;
  signal?: AbortSignal;
};

/**
 * `POST /api/projects/:id/messages`: sends the client's message; the assistant's answer streams back as
 * server-sent events (`delta` pieces, then `done` with the saved message and the updated draft brief, or
 * `error`). Resolves with the `done` event; throws an `ApiError` otherwise.
 */
export async function sendProjectMessage(
  projectId: string,
  content: string,
  { onText, onOpen, signal }: SendProjectMessageOptions,
): Promise<AnalysisDoneEvent> {
  let response: Response;
  try {
    response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/messages`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(cause) });
  }
  // Permission and state errors come before the stream opens, as plain JSON errors.
  if (
    !response.ok ||
    !response.body ||
    !/text\/event-stream/.test(response.headers.get('content-type') ?? '')
  ) {
    throw await toApiError(response);
  }
  onOpen?.();

  try {
    for await (const { event, data } of readEventStream(response.body)) {
      if (event === 'delta') {
        const { text } = JSON.parse(data) as { text?: unknown };
        if (typeof text === 'string') onText(text);
      } else if (event === 'done') {
        return JSON.parse(data) as AnalysisDoneEvent;
      } else if (event === 'error') {
        const { code, message } = JSON.parse(data) as { code?: unknown; message?: unknown };
        throw new ApiError({
          status: response.status,
          code: typeof code === 'string' && isKnownErrorCode(code) ? code : 'INTERNAL_ERROR',
          message: typeof message === 'string' ? message : 'The assistant could not answer',
        });
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError'))
      throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(error) });
  }
  // The connection closed before the answer was complete.
  throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The answer stream ended early' });
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError({
        status: response.status,
        code: isKnownErrorCode(body.code) ? body.code : 'INTERNAL_ERROR',
        message: body.message,
        details: body.details,
      });
    }
  } catch {
    // Not our API's JSON error (a proxy page): the generic error below.
  }
  return new ApiError({
    status: response.status,
    code: response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
    message: `Request failed with status ${response.status}`,
  });
}
