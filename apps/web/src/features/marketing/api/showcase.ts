import type { CaseStudies, Pricing, ProjectsOverview, Testimonials } from '@escouade/contract/showcase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type ShowcasePages = {
  pricing: Pricing;
  projects: ProjectsOverview;
  'case-studies': CaseStudies;
  testimonials: Testimonials;
};

/**
 * `GET /api/showcase/<page>`: what a public page shows, read from the platform (skills named in `language`,
 * which is in the key so that switching language reads them again).
 */
export function showcaseQueryOptions<Page extends keyof ShowcasePages>(page: Page, language: string) {
  return queryOptions({
    queryKey: ['showcase', page, language],
    queryFn: ({ signal }) =>
      apiFetch<ShowcasePages[Page]>(`/api/showcase/${page}?lng=${encodeURIComponent(language)}`, { signal }),
    staleTime: 60_000,
    // The page shows its own error block with a retry, inside the layout.
    throwOnError: false,
  });
}

export function useShowcase<Page extends keyof ShowcasePages>(page: Page, language: string) {
  return useQuery(showcaseQueryOptions(page, language));
}
