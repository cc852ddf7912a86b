import type { Namespace } from '../lib/i18n';

/**
 * What a first visit to each page needs besides the entry chunk: the lazy modules of its layouts and page, and
 * the translation namespaces their loaders ask for. The build resolves them into chunk files per language
 * (`.vite/route-preloads.json`, see vite.config.ts), and the server lists those as `<link rel="modulepreload">`
 * in the index.html it sends for the URL: the browser then fetches them together with the entry chunk instead
 * of one round trip after another (entry, then page code, then translations).
 *
 * It mirrors src/app/router.tsx; test/route-assets.test.ts fails when a route has no row here or when a row
 * names other modules or namespaces than the route loads. Modules are paths from apps/web.
 */
export type RouteAssets = {
  /** A React Router path: `:name` matches one segment, `*` anything (the 404 page). */
  path: string;
  modules: readonly string[];
  namespaces: readonly Namespace[];
};

type Part = Omit<RouteAssets, 'path'>;

const root: Part = { modules: [], namespaces: ['meta', 'errors', 'notFound'] };
const siteLayout: Part = {
  modules: ['src/app/layouts/public-layout.tsx'],
  namespaces: ['nav', 'footer', 'newsletter', 'validation'],
};
const authLayout: Part = {
  modules: ['src/app/layouts/auth-layout.tsx'],
  namespaces: ['auth', 'authPage', 'authErrors', 'validation'],
};
const dashboardLayout: Part = {
  modules: ['src/app/layouts/dashboard-layout.tsx'],
  namespaces: ['dashboard', 'notifications', 'errors'],
};
const adminLayout: Part = {
  modules: ['src/app/layouts/admin-layout.tsx'],
  namespaces: ['nav', 'admin', 'adminArea', 'notifications', 'errors'],
};
const notificationsPage: Part = {
  modules: ['src/features/notifications/routes/notifications-page.tsx'],
  namespaces: [],
};
const notificationEmailsPage: Part = {
  modules: ['src/features/notifications/routes/notification-emails-page.tsx'],
  namespaces: [],
};
const securityPage = (module: string): Part => ({
  modules: [module],
  namespaces: ['account', 'auth', 'authPage', 'authErrors', 'validation'],
});
const dataPage: Part = {
  modules: ['src/features/account/routes/data-page.tsx'],
  namespaces: ['account', 'auth', 'authErrors', 'validation'],
};

function route(path: string, layouts: readonly Part[], page: Part): RouteAssets {
  const parts = [root, ...layouts, page];
  return {
    path,
    modules: [...new Set(parts.flatMap((part) => part.modules))],
    namespaces: [...new Set(parts.flatMap((part) => part.namespaces))],
  };
}

const marketing = (name: string) => `src/features/marketing/routes/${name}.tsx`;
const showcase = (name: string): Part => ({
  modules: [marketing(name)],
  namespaces: ['showcase'],
});

export const ROUTE_ASSETS: readonly RouteAssets[] = [
  route('/', [siteLayout], { modules: [marketing('home-page')], namespaces: ['home'] }),
  route('/about', [siteLayout], { modules: [marketing('about-page')], namespaces: ['about', 'aboutPage'] }),
  route('/accessibility', [siteLayout], {
    modules: [marketing('accessibility-page')],
    namespaces: ['accessibilityPage'],
  }),
  route('/privacy', [siteLayout], { modules: [marketing('privacy-page')], namespaces: ['privacyPage'] }),
  route('/account-deletion', [siteLayout], {
    modules: ['src/features/account/routes/account-deletion-page.tsx'],
    namespaces: ['account'],
  }),
  route('/process', [siteLayout], { modules: [marketing('process-page')], namespaces: ['processPage'] }),
  route('/contact', [siteLayout], {
    modules: ['src/features/contact/routes/contact-page.tsx'],
    namespaces: ['contact', 'contactPage', 'validation'],
  }),
  route('/pricing', [siteLayout], showcase('pricing-page')),
  route('/projects', [siteLayout], showcase('projects-page')),
  route('/case-studies', [siteLayout], showcase('case-studies-page')),
  route('/testimonials', [siteLayout], showcase('testimonials-page')),
  route('/organisations/:organisationId', [siteLayout], {
    modules: ['src/features/organisations/routes/public-organisation-page.tsx'],
    namespaces: ['account'],
  }),
  route('/newsletter/confirm', [siteLayout], {
    modules: ['src/features/newsletter/routes/newsletter-confirm-page.tsx'],
    namespaces: [],
  }),
  route('/notifications/unsubscribe', [siteLayout], {
    modules: ['src/features/notifications/routes/notification-unsubscribe-page.tsx'],
    namespaces: ['notifications'],
  }),
  route('/newsletter/unsubscribe', [siteLayout], {
    modules: ['src/features/newsletter/routes/newsletter-unsubscribe-page.tsx'],
    namespaces: [],
  }),
  route('*', [siteLayout], { modules: ['src/app/routes/not-found-page.tsx'], namespaces: [] }),
  route('/profile', [], { modules: ['src/app/routes/profile-redirect.tsx'], namespaces: [] }),
  ...['login', 'register', 'reset-password', 'update-password'].map((name) =>
    route(`/${name}`, [authLayout], {
      modules: [`src/features/auth/routes/${name}-page.tsx`],
      namespaces: [],
    }),
  ),
  route('/dashboard', [dashboardLayout], {
    modules: ['src/features/feed/routes/feed-page.tsx'],
    namespaces: ['feed'],
  }),
  route('/dashboard/profile', [dashboardLayout], {
    modules: ['src/features/profiles/routes/my-profile-page.tsx'],
    namespaces: ['profiles', 'validation'],
  }),
  route('/dashboard/profile/:id', [dashboardLayout], {
    modules: ['src/features/profiles/routes/public-profile-page.tsx'],
    namespaces: ['profiles'],
  }),
  route('/dashboard/create-project', [dashboardLayout], {
    modules: ['src/features/projects/routes/create-project-page.tsx'],
    namespaces: ['projects', 'validation'],
  }),
  route('/dashboard/projects', [dashboardLayout], {
    modules: ['src/features/projects/routes/my-projects-page.tsx'],
    namespaces: ['projects'],
  }),
  route('/dashboard/projects/:projectId', [dashboardLayout], {
    modules: ['src/features/projects/routes/project-page.tsx'],
    namespaces: ['projects', 'validation', 'billing'],
  }),
  route('/dashboard/proposals/:proposalId', [dashboardLayout], {
    modules: ['src/features/projects/routes/proposal-conversation-page.tsx'],
    namespaces: ['projects'],
  }),
  route('/dashboard/invitations/:invitationId', [dashboardLayout], {
    modules: ['src/features/projects/routes/invitation-page.tsx'],
    namespaces: ['projects'],
  }),
  route('/dashboard/posts/:postId', [dashboardLayout], {
    modules: ['src/features/feed/routes/post-page.tsx'],
    namespaces: ['feed'],
  }),
  route('/dashboard/notifications', [dashboardLayout], notificationsPage),
  route('/dashboard/notifications/emails', [dashboardLayout], notificationEmailsPage),
  route('/dashboard/earnings', [dashboardLayout], {
    modules: ['src/features/projects/routes/earnings-page.tsx'],
    namespaces: ['projects'],
  }),
  route('/dashboard/verification', [dashboardLayout], {
    modules: ['src/features/profiles/routes/verification-page.tsx'],
    namespaces: ['profiles', 'validation'],
  }),
  route('/dashboard/blocked', [dashboardLayout], {
    modules: ['src/features/profiles/routes/blocked-people-page.tsx'],
    namespaces: ['profiles'],
  }),
  route(
    '/dashboard/security',
    [dashboardLayout],
    securityPage('src/features/account/routes/security-page.tsx'),
  ),
  route('/dashboard/data', [dashboardLayout], dataPage),
  route('/dashboard/organisation', [dashboardLayout], {
    modules: ['src/features/organisations/routes/organisation-page.tsx'],
    namespaces: ['account', 'validation'],
  }),
  route('/admin', [adminLayout], {
    modules: ['src/features/admin/routes/admin-overview-page.tsx'],
    namespaces: [],
  }),
  route('/admin/users', [adminLayout], {
    modules: ['src/features/admin/routes/user-management-page.tsx'],
    namespaces: ['validation'],
  }),
  route('/admin/reports', [adminLayout], {
    modules: ['src/features/admin/routes/reports-page.tsx'],
    namespaces: [],
  }),
  route('/admin/moderation', [adminLayout], {
    modules: ['src/features/admin/routes/moderation-page.tsx'],
    namespaces: [],
  }),
  route('/admin/skills', [adminLayout], {
    modules: ['src/features/admin/routes/skills-page.tsx'],
    namespaces: [],
  }),
  route('/admin/projects', [adminLayout], {
    modules: ['src/features/admin/routes/projects-page.tsx'],
    namespaces: [],
  }),
  route('/admin/verifications', [adminLayout], {
    modules: ['src/features/admin/routes/verifications-page.tsx'],
    namespaces: [],
  }),
  route('/admin/invoicing', [adminLayout], {
    modules: ['src/features/admin/routes/invoicing-page.tsx'],
    namespaces: ['billing'],
  }),
  route('/admin/finance', [adminLayout], {
    modules: ['src/features/admin/routes/finance-page.tsx'],
    namespaces: ['billing'],
  }),
  route('/admin/agency', [adminLayout], {
    modules: ['src/features/admin/routes/agency-settings-page.tsx'],
    namespaces: ['billing', 'validation'],
  }),
  route('/admin/projects/:projectId', [adminLayout], {
    modules: ['src/features/admin/routes/project-page.tsx'],
    namespaces: ['projects', 'billing'],
  }),
  route('/admin/projects/:projectId/billing', [adminLayout], {
    modules: ['src/features/admin/routes/project-billing-page.tsx'],
    namespaces: [],
  }),
  route('/admin/audit', [adminLayout], {
    modules: ['src/features/admin/routes/audit-log-page.tsx'],
    namespaces: [],
  }),
  route('/admin/security', [adminLayout], securityPage('src/features/account/routes/security-page.tsx')),
  route('/admin/data', [adminLayout], dataPage),
  route('/admin/notifications', [adminLayout], notificationsPage),
  route('/admin/notifications/emails', [adminLayout], notificationEmailsPage),
];
