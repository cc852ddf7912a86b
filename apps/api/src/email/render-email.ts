import type { Language } from '@escouade/contract';
import { accountExistsTemplate } from './templates/account-exists.ts';
import { contactMessageTemplate } from './templates/contact-message.ts';
import { accountDeletionScheduledTemplate } from './templates/account-deletion-scheduled.ts';
import { contentRemovedTemplate } from './templates/content-removed.ts';
import { dataExportReadyTemplate } from './templates/data-export-ready.ts';
import {
  type EmailContent,
  type RenderedEmail,
  renderLayout,
  unescapeHtml,
} from './templates/email-layout.ts';
import { invoiceOverdueTemplate } from './templates/invoice-overdue.ts';
import { moderationWarningTemplate } from './templates/moderation-warning.ts';
import { newsletterConfirmTemplate } from './templates/newsletter-confirm.ts';
import { organisationInvitationTemplate } from './templates/organisation-invitation.ts';
import { notificationTemplate } from './templates/notification.ts';
import { notificationDigestTemplate } from './templates/notification-digest.ts';
import { projectInvitationTemplate } from './templates/project-invitation.ts';
import { reportOutcomeTemplate } from './templates/report-outcome.ts';
import { resetPasswordTemplate } from './templates/reset-password.ts';
import { verifyEmailTemplate } from './templates/verify-email.ts';

/** Every e-mail the platform sends. Adding one: a file in `templates/` and a line here. */
export const emailTemplates = {
  'verify-email': verifyEmailTemplate,
  'reset-password': resetPasswordTemplate,
  'account-exists': accountExistsTemplate,
  'contact-message': contactMessageTemplate,
  'newsletter-confirm': newsletterConfirmTemplate,
  'content-removed': contentRemovedTemplate,
  'project-invitation': projectInvitationTemplate,
  'report-outcome': reportOutcomeTemplate,
  'moderation-warning': moderationWarningTemplate,
  'data-export-ready': dataExportReadyTemplate,
  'account-deletion-scheduled': accountDeletionScheduledTemplate,
  'invoice-overdue': invoiceOverdueTemplate,
  'organisation-invitation': organisationInvitationTemplate,
  notification: notificationTemplate,
  'notification-digest': notificationDigestTemplate,
};

export type TemplateName = keyof typeof emailTemplates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof emailTemplates)[T]['build']>[0];

export const TEMPLATE_NAMES = Object.keys(emailTemplates) as TemplateName[];

export interface RenderEmailOptions {
  locale: Language;
  /** Public origin of the web app, for the footer and links back to the site. */
  appUrl: string;
}

/** Renders a template in one language: subject, HTML (escaped values, inline styles) and plain text. */
export function renderEmail<T extends TemplateName>(
  template: T,
  data: TemplateData<T>,
  options: RenderEmailOptions,
): RenderedEmail {
  // TypeScript cannot correlate `template` with `data` across the union of templates; the signature does.
  const { copy, build } = emailTemplates[template] as unknown as {
    copy: Record<Language, Record<string, string>>;
    build(data: TemplateData<T>, copy: Record<string, string>, options: RenderEmailOptions): EmailContent;
  };
  return renderLayout(build(data, copy[options.locale], options), options);
}

/** The distinct link targets of a rendered HTML message, in order (for the dev mailbox and its log line). */
export function extractLinks(html: string): string[] {
  const links = Array.from(html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi), (match) =>
    unescapeHtml(match[1] ?? ''),
  );
  return [...new Set(links)];
}
