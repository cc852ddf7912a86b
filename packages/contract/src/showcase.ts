import { z } from 'zod';

// The public pages built from what the platform knows: the professionals' rates and the agency's fee (pricing),
// the delivered projects (figures), and the reviews clients agreed to show (testimonials, case studies). Nothing
// of a client shows that the client did not agree to: no project title, no budget without their consent.

/** How many testimonials and case studies the public pages show at most, newest first. */
export const SHOWCASE_LIST_SIZE = 24;
/** How many skills the pricing and projects pages list. */
export const SHOWCASE_TOP_SKILLS = 8;
/** A skill's rates are shown only when this many professionals holding it have one (no single person's rate). */
export const SHOWCASE_MIN_RATES = 3;
/** The team the pricing page's example prices, at the median rate. */
export const SHOWCASE_EXAMPLE_TEAM_SIZE = 3;

const euros = z.number().nonnegative();

export const rateRangeSchema = z.object({
  /** Professionals with an hourly rate behind the figures. */
  count: z.number().int(),
  low: euros,
  median: euros,
  high: euros,
});
export type RateRange = z.infer<typeof rateRangeSchema>;

/** `GET /api/showcase/pricing`. */
export const pricingSchema = z.object({
  /** The hourly rates of the professionals who may be proposed: the lower and upper quartiles and the median. */
  rates: rateRangeSchema.nullable(),
  /** The same by skill, for the skills most held, in the reader's language. */
  skills: z.array(z.object({ name: z.string(), rates: rateRangeSchema })),
  /** The agency's fee on the work, a percentage; null when the agency charges none. */
  agencyFeePercent: z.number().nullable(),
  /** A team of SHOWCASE_EXAMPLE_TEAM_SIZE at the median rate, priced as a proposal prices it; null without rates. */
  example: z
    .object({
      teamSize: z.number().int(),
      daysPerWeek: z.number(),
      weeks: z.number().int(),
      hoursPerMember: z.number(),
      hourlyCost: euros,
      workCost: euros,
      feeAmount: euros,
      total: euros,
    })
    .nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** `GET /api/showcase/projects`: the platform's projects in figures, nobody's in particular. */
export const projectsOverviewSchema = z.object({
  delivered: z.number().int(),
  inProgress: z.number().int(),
  professionals: z.number().int(),
  averageTeamSize: z.number().nullable(),
  /** The skills delivered projects asked for most, in the reader's language. */
  skills: z.array(z.object({ name: z.string(), projects: z.number().int() })),
});
export type ProjectsOverview = z.infer<typeof projectsOverviewSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** As the author chose: « Claire Martin » or « Claire M. »; null when they have no name to show. */
  authorName: z.string().nullable(),
  /** The professional reviewed: first name and profession, as their public profile shows them. */
  subjectFirstName: z.string().nullable(),
  subjectProfession: z.string().nullable(),
  publishedAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** `GET /api/showcase/testimonials`. */
export const testimonialsSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type Testimonials = z.infer<typeof testimonialsSchema>;

export const caseStudySchema = z.object({
  id: z.string(),
  /** The skills the brief asked for, in the reader's language. */
  skills: z.array(z.string()),
  teamSize: z.number().int(),
  professions: z.array(z.string()),
  milestones: z.number().int(),
  /** From the team's completion (or the project's creation) to its delivery. */
  weeks: z.number().int(),
  deliveredAt: z.string(),
  /** Only when the client agreed to show it. */
  budget: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('total'), amount: euros }),
      z.object({ kind: z.literal('hourly'), amount: euros }),
    ])
    .nullable(),
  testimonials: z.array(testimonialSchema),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** `GET /api/showcase/case-studies`. */
export const caseStudiesSchema = z.object({ caseStudies: z.array(caseStudySchema) });
export type CaseStudies = z.infer<typeof caseStudiesSchema>;
