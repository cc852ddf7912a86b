import type { FastifyReply } from 'fastify';

/**
 * Runs a permission or state check before the body of an upload is read; when it refuses, the answer closes
 * the connection, so that a client who may not upload stops sending megabytes the server would discard.
 */
export async function refuseUnread(reply: FastifyReply, check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (reply.request.isMultipart()) reply.header('connection', 'close');
    throw error;
  }
}
