import {
  caseStudiesSchema,
  pricingSchema,
  projectsOverviewSchema,
  testimonialsSchema,
} from '@escouade/contract/showcase';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { SHOWCASE_CACHE_SECONDS, type ShowcaseCache } from './showcase-cache.ts';
import { getPricing, getProjectsOverview, listCaseStudies, listTestimonials } from './showcase.service.ts';

const tags = ['showcase'];
// Public reads: anyone may ask, a script may not hammer them.
const publicReadLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Under `/api/showcase`: what the public pages show, for anyone, signed in or not. */
export const showcaseRoutes: FastifyPluginAsyncZod<AppContext & { showcase: ShowcaseCache }> = async (
  app,
  { db, config, showcase },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('cache-control', `public, max-age=${SHOWCASE_CACHE_SECONDS}`);
      // The skills are named in the visitor's language, read from these.
      reply.header('vary', 'cookie, accept-language');
    }
    return payload;
  });

  app.get(
    '/pricing',
    {
      config: publicReadLimit,
      schema: {
        tags,
        summary: 'The professionals’ hourly rates, overall and by skill, the agency’s fee and a team priced',
        response: { 200: pricingSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return showcase.read(`pricing:${language}`, () =>
        getPricing(db, { language, agencyFeePercent: config.agencyFeePercent }),
      );
    },
  );

  app.get(
    '/projects',
    {
      config: publicReadLimit,
      schema: {
        tags,
        summary: 'The projects in figures: delivered, at work, the skills asked for most',
        response: { 200: projectsOverviewSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return showcase.read(`projects:${language}`, () => getProjectsOverview(db, { language }));
    },
  );

  app.get(
    '/case-studies',
    {
      config: publicReadLimit,
      schema: {
        tags,
        summary: 'Delivered projects whose client agreed to show their review, without anything private',
        response: { 200: caseStudiesSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return showcase.read(`case-studies:${language}`, () => listCaseStudies(db, { language }));
    },
  );

  app.get(
    '/testimonials',
    {
      config: publicReadLimit,
      schema: {
        tags,
        summary: 'The published reviews clients agreed to show, newest first, with their name as they chose',
        response: { 200: testimonialsSchema },
      },
    },
    async () => showcase.read('testimonials', () => listTestimonials(db)),
  );
};
