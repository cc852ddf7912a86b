import type { NotificationTarget } from './notifications.ts';

/**
 * The addresses of the web app's pages, for the links both apps write (the web app's navigation, the API's
 * e-mails). Zod-free, like the error codes: the web app's entry chunk imports it. The router declares the same
 * pages as nested segments; a web test checks that every address here is one of its routes.
 */
export const PATHS = {
  home: '/',
  about: '/about',
  process: '/process',
  pricing: '/pricing',
  contact: '/contact',
  accessibility: '/accessibility',
  /** What Escouade keeps about its members, why, for how long, and how to exercise each right. */
  privacy: '/privacy',
  showcase: '/projects',
  caseStudies: '/case-studies',
  testimonials: '/testimonials',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** The home page's "my profile" link: the editor when signed in, else the sign-in page. */
  profileShortcut: '/profile',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  /** After a deletion request, when and how to cancel it; with the e-mailed link's `?token=`, the cancel button. */
  accountDeletion: '/account-deletion',
  dashboard: '/dashboard',
  myProfile: '/dashboard/profile',
  createProject: '/dashboard/create-project',
  myProjects: '/dashboard/projects',
  security: '/dashboard/security',
  /** Ask for the business to be verified (SIRET and registration document), and read the decision. */
  myVerification: '/dashboard/verification',
  /** Export my data, delete my account. */
  myData: '/dashboard/data',
  /** My client organisation: its details, its members, inviting colleagues; `?token=` accepts an invitation. */
  myOrganisation: '/dashboard/organisation',
  /** The people I blocked or muted, with the way back. */
  blocked: '/dashboard/blocked',
  /** What I am owed for my work on projects, and what the agency paid me. */
  earnings: '/dashboard/earnings',
  /** Everything that happened to me, newest first. */
  notifications: '/dashboard/notifications',
  /** Which notifications reach me by e-mail: at once, in the daily digest, or never. */
  notificationEmails: '/dashboard/notifications/emails',
  /** Where an e-mail's unsubscribe link leads (`?token=`): stops that e-mail without signing in. */
  notificationUnsubscribe: '/notifications/unsubscribe',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminModeration: '/admin/moderation',
  adminReports: '/admin/reports',
  adminSkills: '/admin/skills',
  /** Requests to be verified as a business: approve, or reject with a reason. */
  adminVerifications: '/admin/verifications',
  adminAudit: '/admin/audit',
  adminProjects: '/admin/projects',
  adminSecurity: '/admin/security',
  adminData: '/admin/data',
  /** The agency's legal identity and billing terms, printed on every invoice. */
  adminAgency: '/admin/agency',
  /** Receivables, overdue invoices, revenue and margin, and the accounting exports. */
  adminFinance: '/admin/finance',
  /** Milestones to invoice, invoices, payments and credit notes. */
  adminInvoicing: '/admin/invoicing',
  adminNotifications: '/admin/notifications',
  adminNotificationEmails: '/admin/notifications/emails',
} as const;

export type PathName = keyof typeof PATHS;

/** A person's public profile. */
export function publicProfilePath(userId: string): string {
  return `${PATHS.myProfile}/${encodeURIComponent(userId)}`;
}

/** An organisation's public page: who it is, and its record as a client. */
export function publicOrganisationPath(organisationId: string): string {
  return `/organisations/${encodeURIComponent(organisationId)}`;
}

/** One post of the feed on its own page, with its comments; `#comment-<id>` for one of them. */
export function postPath(postId: string, commentId?: string | null): string {
  const path = `${PATHS.dashboard}/posts/${encodeURIComponent(postId)}`;
  return commentId ? `${path}#comment-${encodeURIComponent(commentId)}` : path;
}

/** A project's page (its team, then its work). */
export function projectPath(projectId: string): string {
  return `${PATHS.myProjects}/${encodeURIComponent(projectId)}`;
}

/** A project as an administrator oversees it. */
export function adminProjectPath(projectId: string): string {
  return `${PATHS.adminProjects}/${encodeURIComponent(projectId)}`;
}

/** The conversation with one proposed team, for the client and that team's members. */
export function proposalPath(proposalId: string): string {
  return `${PATHS.dashboard}/proposals/${encodeURIComponent(proposalId)}`;
}

/** An invitation to a project's team, with what the professional decides on. */
export function invitationPath(invitationId: string): string {
  return `${PATHS.dashboard}/invitations/${encodeURIComponent(invitationId)}`;
}

/** A project whose brief is still being written: back to the assistant. */
export function projectDraftPath(projectId: string): string {
  return `${PATHS.createProject}?project=${encodeURIComponent(projectId)}`;
}

/** Where a notification leads; null when its subject is gone (the notification says what it was). */
export function notificationTargetPath(target: NotificationTarget): string | null {
  switch (target.kind) {
    case 'profile':
      return publicProfilePath(target.userId);
    case 'post':
      return postPath(target.postId, target.commentId);
    case 'project':
      return `${projectPath(target.projectId)}#${target.section}`;
    case 'proposal':
      return proposalPath(target.proposalId);
    case 'admin_reports':
      return PATHS.adminReports;
    case 'admin_skills':
      return PATHS.adminSkills;
    case 'verification':
      return PATHS.myVerification;
    case 'earnings':
      return PATHS.earnings;
    case 'none':
      return null;
  }
}

/** A page with its query string, the parameters in the given order (`withQuery('/login', { error })`). */
export function withQuery(path: string, parameters: Record<string, string>): string {
  const query = new URLSearchParams(parameters).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The link of an e-mailed invitation into an organisation: the organisation page, which offers to join. */
export function organisationInvitationPath(token: string): string {
  return `${PATHS.myOrganisation}?token=${encodeURIComponent(token)}`;
}
