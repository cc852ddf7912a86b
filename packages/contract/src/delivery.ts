import { z } from 'zod';
import { requiredText, VALIDATION_MESSAGES } from './validation.ts';

// After the team is complete: the project thread between the client and the team, the delivery of each
// milestone (delivered by a member, accepted or sent back by the client), the project closed as delivered,
// and the reviews each side writes of the other.

export const THREAD_MESSAGE_MAX_LENGTH = 4000;
export const THREAD_PAGE_SIZE = 30;
/** Files a thread message or a delivery may carry. */
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_NAME_MAX_LENGTH = 200;
export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** What the file inputs accept: images are re-encoded, PDFs checked, anything else refused. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';
export const DELIVERY_NOTE_MAX_LENGTH = 2000;
export const CHANGE_REQUEST_MAX_LENGTH = 2000;
export const MILESTONE_DELIVERY_STATUSES = ['open', 'delivered', 'changes_requested', 'accepted'] as const;
export type MilestoneDeliveryStatus = (typeof MILESTONE_DELIVERY_STATUSES)[number];
/** Statuses in which the thread takes new messages and milestones may be delivered. */
export const THREAD_OPEN_STATUSES = ['staffed', 'in_progress'] as const;
/** After the project is delivered, each side has this long to review the other; then what is written shows. */
export const REVIEW_PERIOD_DAYS = 14;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_RESPONSE_MAX_LENGTH = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const PROFILE_REVIEWS_PAGE_SIZE = 10;

export const attachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Served only to those who may read the project. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Someone of the project as the thread and the deliveries name them; null fields for an erased account. */
export const projectPersonSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  author: projectPersonSchema,
  /** The author's part in the project when they wrote (an administrator reads, never writes). */
  authorRole: z.enum(['client', 'member']),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** `GET /api/projects/:projectId/thread?cursor=`: newest first, a page at a time. */
export const threadPageSchema = z.object({
  messages: z.array(threadMessageSchema),
  nextCursor: z.string().nullable(),
  /** The viewer may write now: client or member, while the project is staffed or in progress. */
  canPost: z.boolean(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;
export const threadQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** The text part of `POST /api/projects/:projectId/thread` (multipart, with up to MAX_ATTACHMENTS `files`). */
export const threadMessageInputSchema = z.object({
  body: z.string().trim().max(THREAD_MESSAGE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).default(''),
});
export type ThreadMessageInput = z.input<typeof threadMessageInputSchema>;

/** The text part of `POST /api/projects/:projectId/milestones/:milestoneId/deliveries` (multipart). */
export const deliveryInputSchema = z.object({ note: requiredText(DELIVERY_NOTE_MAX_LENGTH) });
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

/** `POST /api/projects/:projectId/milestones/:milestoneId/change-requests`. */
export const changeRequestInputSchema = z.object({ comment: requiredText(CHANGE_REQUEST_MAX_LENGTH) });
export type ChangeRequestInput = z.input<typeof changeRequestInputSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  /** Null once the member's account is erased. */
  author: projectPersonSchema.nullable(),
  note: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
  decision: z.enum(['accepted', 'changes_requested']).nullable(),
  decisionComment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const attachmentParamsSchema = z.object({ projectId: z.uuid(), attachmentId: z.uuid() });

export const ratingSchema = z
  .number({ error: VALIDATION_MESSAGES.required })
  .int(VALIDATION_MESSAGES.notAnInteger)
  .min(MIN_RATING, VALIDATION_MESSAGES.tooSmall)
  .max(MAX_RATING, VALIDATION_MESSAGES.tooLarge);

/** How an author shows their name beside a review shown on the public pages: « Claire Martin » or « Claire M. ». */
export const PUBLIC_NAME_CHOICES = ['full', 'initial'] as const;
export type PublicNameChoice = (typeof PUBLIC_NAME_CHOICES)[number];

/**
 * A client's agreement to show their published review on the public pages (testimonials, case studies): with
 * their name as they chose, and the project's budget only when they say so. Null: not shown (the default); the
 * author may withdraw it at any time.
 */
export const publicConsentSchema = z.object({
  name: z.enum(PUBLIC_NAME_CHOICES),
  withBudget: z.boolean(),
});
export type PublicConsent = z.infer<typeof publicConsentSchema>;

/** `PUT /api/projects/:projectId/reviews/:subjectId`: write or rewrite one's review, until it is published. */
export const reviewInputSchema = z.object({
  rating: ratingSchema,
  comment: requiredText(REVIEW_COMMENT_MAX_LENGTH),
  /** Only a client's review of a member may be shown on the public pages. */
  publicConsent: publicConsentSchema.nullable().default(null),
});

/** `PUT /api/reviews/:reviewId/public-consent`: give, change or withdraw it, before or after publication. */
export const publicConsentInputSchema = z.object({ publicConsent: publicConsentSchema.nullable() });
export type PublicConsentInput = z.infer<typeof publicConsentInputSchema>;
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** `POST /api/reviews/:reviewId/response`: the person reviewed answers, once. */
export const reviewResponseInputSchema = z.object({ response: requiredText(REVIEW_RESPONSE_MAX_LENGTH) });
export type ReviewResponseInput = z.input<typeof reviewResponseInputSchema>;

export const reviewSubjectParamsSchema = z.object({
  projectId: z.uuid(),
  subjectId: z.string().min(1).max(64),
});
export const reviewIdParamsSchema = z.object({ reviewId: z.uuid() });

export const reviewSchema = z.object({
  id: z.string(),
  /** The project, for its client and members; null on a public profile (a client's project is theirs). */
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  author: projectPersonSchema,
  subject: projectPersonSchema,
  authorRole: z.enum(['client', 'member']),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** When it became visible to the person reviewed and to everyone; null while it is hidden. */
  publishedAt: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** The author's own choice about the public pages; only ever sent to the author (absent otherwise). */
  publicConsent: publicConsentSchema.nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** One person the viewer reviews on this project, and where that stands. */
export const reviewDueSchema = z.object({
  subject: projectPersonSchema,
  /** What the viewer wrote of them (editable while `publishedAt` is null), or null. */
  mine: reviewSchema.nullable(),
  /** What they wrote of the viewer: null until published (neither side sees the other's first). */
  theirs: reviewSchema.nullable(),
  /** They have written theirs (without saying what). */
  theyHaveWritten: z.boolean(),
});
export type ReviewDue = z.infer<typeof reviewDueSchema>;

/** `GET /api/projects/:projectId/reviews`: the viewer's side of the reviews of a delivered project. */
export const projectReviewsSchema = z.object({
  /** The last moment to write (the delivery plus REVIEW_PERIOD_DAYS); null before delivery. */
  closesAt: z.string().nullable(),
  /** The period is open and the viewer is the client or a member. */
  canReview: z.boolean(),
  pairs: z.array(reviewDueSchema),
});
export type ProjectReviews = z.infer<typeof projectReviewsSchema>;

/** A professional's reputation from published reviews; null average without any. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** `GET /api/profiles/:userId/reviews?cursor=`: the published reviews clients wrote of a professional. */
export const profileReviewsPageSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileReviewsPage = z.infer<typeof profileReviewsPageSchema>;
export const profileReviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
