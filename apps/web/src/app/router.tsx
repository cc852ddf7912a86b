import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { HomePage } from '../features/marketing/routes/home-page';
import { sessionQueryOptions } from '../lib/auth-session';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RoutePendingFallback } from './route-pending';
import {
  type AppServices,
  applyRequestedLanguage,
  createAppRouterContext,
  getAppServices,
  translationsLoader,
} from './router-context';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { PATHS } from '@escouade/contract/paths';

/*
 * Every layout and page is a lazy module, so a visitor of the public pages never downloads the dashboard or
 * admin code. Except the 404 page (see below), and the public layout and home page: most visits start on
 * the home page, and bundling it with the entry saves a dozen requests (a round trip or two on a mobile
 * connection), while the other screens pay a few kilobytes.
 *
 * Each layout has a pathless child carrying the error boundary: a failing page then shows its error inside
 * the layout (header and navigation stay usable) instead of replacing the whole screen. Route guards (signed
 * in, admin role) are in the layouts: see `src/app/guards`.
 *
 * Translations: `common` is in the entry chunk; every other namespace is loaded by the `translationsLoader` of
 * the routes that show it, in parallel with the route's code. A route lists the namespaces its own
 * components use; its layouts load theirs.
 *
 * A new route also needs its row in ./route-assets.ts (what the server preloads for its URL); a test checks it.
 */
// The 404 page and the error page can show under any layout.
const rootTranslationsLoader = translationsLoader('meta', 'errors', 'notFound');

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RoutePendingFallback,
    loader: Object.assign(
      async (args: LoaderFunctionArgs) => {
        const { i18n, queryClient } = getAppServices(args.context);
        // Started now, not awaited: the header knows who is signed in sooner, without delaying the page.
        void queryClient.prefetchQuery(sessionQueryOptions());
        await applyRequestedLanguage(i18n, args.request);
        return rootTranslationsLoader(args);
      },
      { namespaces: rootTranslationsLoader.namespaces },
    ),
    children: [
      {
        Component: PublicLayout,
        loader: translationsLoader('nav', 'footer', 'newsletter', 'validation'),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                loader: translationsLoader('home'),
                Component: HomePage,
              },
              {
                path: 'about',
                loader: translationsLoader('about', 'aboutPage'),
                lazy: () =>
                  import('../features/marketing/routes/about-page').then((module) => ({
                    Component: module.AboutPage,
                  })),
              },
              {
                path: 'accessibility',
                loader: translationsLoader('accessibilityPage'),
                lazy: () =>
                  import('../features/marketing/routes/accessibility-page').then((module) => ({
                    Component: module.AccessibilityPage,
                  })),
              },
              {
                path: 'privacy',
                loader: translationsLoader('privacyPage'),
                lazy: () =>
                  import('../features/marketing/routes/privacy-page').then((module) => ({
                    Component: module.PrivacyPage,
                  })),
              },
              {
                path: 'account-deletion',
                loader: translationsLoader('account'),
                lazy: () =>
                  import('../features/account/routes/account-deletion-page').then((module) => ({
                    Component: module.AccountDeletionPage,
                  })),
              },
              {
                path: 'process',
                loader: translationsLoader('processPage'),
                lazy: () =>
                  import('../features/marketing/routes/process-page').then((module) => ({
                    Component: module.ProcessPage,
                  })),
              },
              {
                path: 'contact',
                loader: translationsLoader('contact', 'contactPage', 'validation'),
                lazy: () =>
                  import('../features/contact/routes/contact-page').then((module) => ({
                    Component: module.ContactPage,
                  })),
              },
              {
                path: 'pricing',
                loader: translationsLoader('showcase'),
                lazy: () =>
                  import('../features/marketing/routes/pricing-page').then((module) => ({
                    Component: module.PricingPage,
                  })),
              },
              {
                path: 'projects',
                loader: translationsLoader('showcase'),
                lazy: () =>
                  import('../features/marketing/routes/projects-page').then((module) => ({
                    Component: module.ProjectsPage,
                  })),
              },
              {
                path: 'case-studies',
                loader: translationsLoader('showcase'),
                lazy: () =>
                  import('../features/marketing/routes/case-studies-page').then((module) => ({
                    Component: module.CaseStudiesPage,
                  })),
              },
              {
                path: 'testimonials',
                loader: translationsLoader('showcase'),
                lazy: () =>
                  import('../features/marketing/routes/testimonials-page').then((module) => ({
                    Component: module.TestimonialsPage,
                  })),
              },
              {
                path: 'organisations/:organisationId',
                loader: translationsLoader('account'),
                lazy: () =>
                  import('../features/organisations/routes/public-organisation-page').then((module) => ({
                    Component: module.PublicOrganisationPage,
                  })),
              },
              {
                path: 'newsletter/confirm',
                lazy: () =>
                  import('../features/newsletter/routes/newsletter-confirm-page').then((module) => ({
                    Component: module.NewsletterConfirmPage,
                  })),
              },
              {
                path: 'notifications/unsubscribe',
                loader: translationsLoader('notifications'),
                lazy: () =>
                  import('../features/notifications/routes/notification-unsubscribe-page').then((module) => ({
                    Component: module.NotificationUnsubscribePage,
                  })),
              },
              {
                path: 'newsletter/unsubscribe',
                lazy: () =>
                  import('../features/newsletter/routes/newsletter-unsubscribe-page').then((module) => ({
                    Component: module.NewsletterUnsubscribePage,
                  })),
              },
              // Not lazy: the error element shows it for 404 responses, so it is in the entry chunk anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      // The old French URL of the pricing page: moved for good. Crawlers need the API to answer it with a real
      // 301; this covers the single-page app (a link followed in the app, or the index.html fallback).
      { path: 'tarifs', loader: () => redirect(PATHS.pricing, 301) },
      {
        path: 'profile',
        lazy: () =>
          import('./routes/profile-redirect').then((module) => ({ Component: module.ProfileRedirect })),
      },
      {
        lazy: () => import('./layouts/auth-layout').then((module) => ({ Component: module.AuthLayout })),
        loader: translationsLoader('auth', 'authPage', 'authErrors', 'validation'),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/routes/login-page').then((module) => ({
                    Component: module.LoginPage,
                  })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('../features/auth/routes/register-page').then((module) => ({
                    Component: module.RegisterPage,
                  })),
              },
              {
                path: 'reset-password',
                lazy: () =>
                  import('../features/auth/routes/reset-password-page').then((module) => ({
                    Component: module.ResetPasswordPage,
                  })),
              },
              {
                path: 'update-password',
                lazy: () =>
                  import('../features/auth/routes/update-password-page').then((module) => ({
                    Component: module.UpdatePasswordPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'dashboard',
        loader: translationsLoader('dashboard', 'notifications', 'errors'),
        lazy: () =>
          import('./layouts/dashboard-layout').then((module) => ({ Component: module.DashboardLayout })),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                loader: translationsLoader('feed'),
                lazy: () =>
                  import('../features/feed/routes/feed-page').then((module) => ({
                    Component: module.FeedPage,
                  })),
              },
              {
                path: 'profile',
                loader: translationsLoader('profiles', 'validation'),
                lazy: () =>
                  import('../features/profiles/routes/my-profile-page').then((module) => ({
                    Component: module.MyProfilePage,
                  })),
              },
              {
                path: 'profile/:id',
                loader: translationsLoader('profiles'),
                lazy: () =>
                  import('../features/profiles/routes/public-profile-page').then((module) => ({
                    Component: module.PublicProfilePage,
                  })),
              },
              {
                path: 'create-project',
                loader: translationsLoader('projects', 'validation'),
                lazy: () =>
                  import('../features/projects/routes/create-project-page').then((module) => ({
                    Component: module.CreateProjectPage,
                  })),
              },
              {
                path: 'projects',
                loader: translationsLoader('projects'),
                lazy: () =>
                  import('../features/projects/routes/my-projects-page').then((module) => ({
                    Component: module.MyProjectsPage,
                  })),
              },
              {
                path: 'projects/:projectId',
                loader: translationsLoader('projects', 'validation', 'billing'),
                lazy: () =>
                  import('../features/projects/routes/project-page').then((module) => ({
                    Component: module.ProjectPage,
                  })),
              },
              {
                path: 'proposals/:proposalId',
                loader: translationsLoader('projects'),
                lazy: () =>
                  import('../features/projects/routes/proposal-conversation-page').then((module) => ({
                    Component: module.ProposalConversationPage,
                  })),
              },
              {
                path: 'invitations/:invitationId',
                loader: translationsLoader('projects'),
                lazy: () =>
                  import('../features/projects/routes/invitation-page').then((module) => ({
                    Component: module.InvitationPage,
                  })),
              },
              {
                path: 'posts/:postId',
                loader: translationsLoader('feed'),
                lazy: () =>
                  import('../features/feed/routes/post-page').then((module) => ({
                    Component: module.PostPage,
                  })),
              },
              {
                path: 'notifications',
                lazy: () =>
                  import('../features/notifications/routes/notifications-page').then((module) => ({
                    Component: module.NotificationsPage,
                  })),
              },
              {
                path: 'notifications/emails',
                lazy: () =>
                  import('../features/notifications/routes/notification-emails-page').then((module) => ({
                    Component: module.NotificationEmailsPage,
                  })),
              },
              {
                path: 'earnings',
                loader: translationsLoader('projects'),
                lazy: () =>
                  import('../features/projects/routes/earnings-page').then((module) => ({
                    Component: module.EarningsPage,
                  })),
              },
              {
                path: 'blocked',
                loader: translationsLoader('profiles'),
                lazy: () =>
                  import('../features/profiles/routes/blocked-people-page').then((module) => ({
                    Component: module.BlockedPeoplePage,
                  })),
              },
              {
                path: 'verification',
                loader: translationsLoader('profiles', 'validation'),
                lazy: () =>
                  import('../features/profiles/routes/verification-page').then((module) => ({
                    Component: module.VerificationPage,
                  })),
              },
              {
                path: 'security',
                loader: translationsLoader('account', 'auth', 'authPage', 'authErrors', 'validation'),
                lazy: () =>
                  import('../features/account/routes/security-page').then((module) => ({
                    Component: module.DashboardSecurityPage,
                  })),
              },
              {
                path: 'data',
                loader: translationsLoader('account', 'auth', 'authErrors', 'validation'),
                lazy: () =>
                  import('../features/account/routes/data-page').then((module) => ({
                    Component: module.DashboardDataPage,
                  })),
              },
              {
                path: 'organisation',
                loader: translationsLoader('account', 'validation'),
                lazy: () =>
                  import('../features/organisations/routes/organisation-page').then((module) => ({
                    Component: module.OrganisationPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
        loader: translationsLoader('nav', 'admin', 'adminArea', 'notifications', 'errors'),
        lazy: () => import('./layouts/admin-layout').then((module) => ({ Component: module.AdminLayout })),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/admin/routes/admin-overview-page').then((module) => ({
                    Component: module.AdminOverviewPage,
                  })),
              },
              {
                path: 'users',
                // The ban dialog's date field says when a date does not exist.
                loader: translationsLoader('validation'),
                lazy: () =>
                  import('../features/admin/routes/user-management-page').then((module) => ({
                    Component: module.UserManagementPage,
                  })),
              },
              {
                path: 'reports',
                lazy: () =>
                  import('../features/admin/routes/reports-page').then((module) => ({
                    Component: module.ReportsPage,
                  })),
              },
              {
                path: 'moderation',
                lazy: () =>
                  import('../features/admin/routes/moderation-page').then((module) => ({
                    Component: module.ModerationPage,
                  })),
              },
              {
                path: 'skills',
                lazy: () =>
                  import('../features/admin/routes/skills-page').then((module) => ({
                    Component: module.SkillsPage,
                  })),
              },
              {
                path: 'projects',
                lazy: () =>
                  import('../features/admin/routes/projects-page').then((module) => ({
                    Component: module.AdminProjectsPage,
                  })),
              },
              {
                path: 'verifications',
                lazy: () =>
                  import('../features/admin/routes/verifications-page').then((module) => ({
                    Component: module.VerificationsPage,
                  })),
              },
              {
                path: 'projects/:projectId',
                // The plan's health card and the team's answers speak the projects' words; the quote, billing's.
                loader: translationsLoader('projects', 'billing'),
                lazy: () =>
                  import('../features/admin/routes/project-page').then((module) => ({
                    Component: module.AdminProjectPage,
                  })),
              },
              {
                path: 'projects/:projectId/billing',
                lazy: () =>
                  import('../features/admin/routes/project-billing-page').then((module) => ({
                    Component: module.ProjectBillingPage,
                  })),
              },
              {
                path: 'agency',
                loader: translationsLoader('billing', 'validation'),
                lazy: () =>
                  import('../features/admin/routes/agency-settings-page').then((module) => ({
                    Component: module.AgencySettingsPage,
                  })),
              },
              {
                path: 'invoicing',
                loader: translationsLoader('billing'),
                lazy: () =>
                  import('../features/admin/routes/invoicing-page').then((module) => ({
                    Component: module.InvoicingPage,
                  })),
              },
              {
                path: 'finance',
                loader: translationsLoader('billing'),
                lazy: () =>
                  import('../features/admin/routes/finance-page').then((module) => ({
                    Component: module.FinancePage,
                  })),
              },
              {
                path: 'audit',
                lazy: () =>
                  import('../features/admin/routes/audit-log-page').then((module) => ({
                    Component: module.AuditLogPage,
                  })),
              },
              {
                path: 'security',
                loader: translationsLoader('account', 'auth', 'authPage', 'authErrors', 'validation'),
                lazy: () =>
                  import('../features/account/routes/security-page').then((module) => ({
                    Component: module.AdminSecurityPage,
                  })),
              },
              {
                path: 'data',
                loader: translationsLoader('account', 'auth', 'authErrors', 'validation'),
                lazy: () =>
                  import('../features/account/routes/data-page').then((module) => ({
                    Component: module.AdminDataPage,
                  })),
              },
              {
                path: 'notifications',
                lazy: () =>
                  import('../features/notifications/routes/notifications-page').then((module) => ({
                    Component: module.NotificationsPage,
                  })),
              },
              {
                path: 'notifications/emails',
                lazy: () =>
                  import('../features/notifications/routes/notification-emails-page').then((module) => ({
                    Component: module.NotificationEmailsPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(services: AppServices): AppRouter {
  return createBrowserRouter(appRoutes, { getContext: () => createAppRouterContext(services) });
}
