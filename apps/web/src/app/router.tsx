import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RoutePendingFallback } from './route-pending';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * Every layout and page (but the 404) is a lazy module, so a visitor of the public pages never downloads
 * the dashboard or admin code. Each layout has a pathless child carrying the error boundary: a failing
 * page then shows its error inside the layout (header and navigation stay usable) instead of replacing
 * the whole screen. Route guards (signed in, admin role) arrive with the auth feature.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RoutePendingFallback,
    children: [
      {
        lazy: () => import('./layouts/public-layout').then((module) => ({ Component: module.PublicLayout })),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/marketing/routes/home-page').then((module) => ({
                    Component: module.HomePage,
                  })),
              },
              {
                path: 'about',
                lazy: () =>
                  import('../features/marketing/routes/about-page').then((module) => ({
                    Component: module.AboutPage,
                  })),
              },
              {
                path: 'process',
                lazy: () =>
                  import('../features/marketing/routes/process-page').then((module) => ({
                    Component: module.ProcessPage,
                  })),
              },
              {
                path: 'contact',
                lazy: () =>
                  import('../features/marketing/routes/contact-page').then((module) => ({
                    Component: module.ContactPage,
                  })),
              },
              {
                path: 'pricing',
                lazy: () =>
                  import('../features/marketing/routes/pricing-page').then((module) => ({
                    Component: module.PricingPage,
                  })),
              },
              {
                path: 'projects',
                lazy: () =>
                  import('../features/marketing/routes/projects-page').then((module) => ({
                    Component: module.ProjectsPage,
                  })),
              },
              {
                path: 'case-studies',
                lazy: () =>
                  import('../features/marketing/routes/case-studies-page').then((module) => ({
                    Component: module.CaseStudiesPage,
                  })),
              },
              {
                path: 'testimonials',
                lazy: () =>
                  import('../features/marketing/routes/testimonials-page').then((module) => ({
                    Component: module.TestimonialsPage,
                  })),
              },
              // Not lazy: the error element shows it for 404 responses, so it is in the entry chunk anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/auth-layout').then((module) => ({ Component: module.AuthLayout })),
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
        lazy: () =>
          import('./layouts/dashboard-layout').then((module) => ({ Component: module.DashboardLayout })),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/feed/routes/feed-page').then((module) => ({
                    Component: module.FeedPage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/profiles/routes/my-profile-page').then((module) => ({
                    Component: module.MyProfilePage,
                  })),
              },
              {
                path: 'profile/:id',
                lazy: () =>
                  import('../features/profiles/routes/public-profile-page').then((module) => ({
                    Component: module.PublicProfilePage,
                  })),
              },
              {
                path: 'create-project',
                lazy: () =>
                  import('../features/projects/routes/create-project-page').then((module) => ({
                    Component: module.CreateProjectPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
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
                lazy: () =>
                  import('../features/admin/routes/user-management-page').then((module) => ({
                    Component: module.UserManagementPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
