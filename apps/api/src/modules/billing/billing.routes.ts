import {
  acceptQuoteInputSchema,
  billingDetailsInputSchema,
  invoiceIdParamsSchema,
  paymentInstructionsSchema,
  projectBillingSchema,
  projectInvoicesSchema,
  projectQuoteSchema,
} from '@escouade/contract/billing';
import { projectIdParamsSchema } from '@escouade/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { paymentInstructions } from './finance.service.ts';
import { getInvoiceFile, listProjectInvoices } from './invoices.service.ts';
import { getProjectBilling, saveBillingDetails } from './project-billing.ts';
import { acceptQuote, getProjectQuote, getQuotePdf } from './quotes.service.ts';

const tags = ['billing'];

/**
 * Under `/api`: a project's billing details and invoices for its client (and administrators), and the files of an
 * invoice. What only the agency does (its settings, issuing, crediting, recording payments) is under
 * `/api/admin`.
 */
export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.get(
    '/projects/:projectId/billing',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'Whom the project’s invoices are addressed to, and its fee (client and administrators)',
        params: projectIdParamsSchema,
        response: { 200: projectBillingSchema },
      },
    },
    async (request) => getProjectBilling(db, actorOf(request), request.params.projectId),
  );

  app.put(
    '/projects/:projectId/billing',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'The client gives the name, identifiers and address its invoices are addressed to',
        params: projectIdParamsSchema,
        body: billingDetailsInputSchema,
        response: { 200: projectBillingSchema },
      },
    },
    async (request) => saveBillingDetails(db, actorOf(request), request.params.projectId, request.body),
  );

  app.get(
    '/projects/:projectId/invoices',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'The project’s invoices and credit notes, with their payments (client and administrators)',
        params: projectIdParamsSchema,
        response: { 200: projectInvoicesSchema },
      },
    },
    async (request) => listProjectInvoices(db, actorOf(request), request.params.projectId),
  );

  const sendFile = async (
    reply: FastifyReply,
    file: Awaited<ReturnType<typeof getInvoiceFile>>,
  ): Promise<FastifyReply> =>
    reply
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type(file.contentType)
      .send(file.body);

  app.get(
    '/invoices/:invoiceId/payment',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary:
          'How to pay what is left of the invoice: the account and reference of a bank transfer, or a link',
        params: invoiceIdParamsSchema,
        response: { 200: paymentInstructionsSchema },
      },
    },
    async (request) => paymentInstructions(db, actorOf(request), request.params.invoiceId),
  );

  for (const format of ['pdf', 'xml'] as const) {
    app.get(
      `/invoices/:invoiceId/${format}`,
      {
        preHandler: guards.requireSession,
        schema: {
          tags,
          summary:
            format === 'pdf'
              ? 'The invoice or credit note as issued: PDF/A-3 with its EN 16931 XML embedded'
              : 'The invoice’s or credit note’s EN 16931 XML (UN/CEFACT CII, Factur-X profile EN 16931)',
          params: invoiceIdParamsSchema,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await getInvoiceFile(db, actorOf(request), { invoiceId: request.params.invoiceId, format }),
        ),
    );
  }

  app.get(
    '/projects/:projectId/quote',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary:
          'The project’s quote, drafted once its team is staffed and kept current until accepted (client side and administrators; its status for the team)',
        params: projectIdParamsSchema,
        response: { 200: projectQuoteSchema },
      },
    },
    async (request) => getProjectQuote(db, actorOf(request), request.params.projectId),
  );

  app.get(
    '/projects/:projectId/quote/pdf',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary:
          'The quote as a PDF in the client’s language: as accepted, with its acceptance and hash, once it is',
        params: projectIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getQuotePdf(db, actorOf(request), request.params.projectId);
      return sendFile(reply, { fileName: file.fileName, contentType: 'application/pdf', body: file.body });
    },
  );

  app.post(
    '/projects/:projectId/quote/acceptance',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'The client accepts the version of the quote it read (its hash), typing its full name: the quote becomes the contract',
        params: projectIdParamsSchema,
        body: acceptQuoteInputSchema,
        response: { 200: projectQuoteSchema },
      },
    },
    async (request) =>
      acceptQuote(db, actorOf(request), request.params.projectId, { ...request.body, address: request.ip }),
  );
};
