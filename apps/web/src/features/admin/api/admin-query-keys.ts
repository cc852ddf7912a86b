/** Every admin query lives under `['admin']`, so one invalidation after an action refreshes the whole area. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: ['admin', 'users'] as const,
  userSearch: (search: string) => ['admin', 'users', search] as const,
  audit: ['admin', 'audit'] as const,
  pendingSkills: ['admin', 'skills', 'pending'] as const,
  moderation: ['admin', 'moderation'] as const,
  moderationPostLists: ['admin', 'moderation', 'posts'] as const,
  /** `search` is the trimmed search text; '' for every post. */
  moderationPosts: (search: string) => ['admin', 'moderation', 'posts', { search }] as const,
  moderationComments: (postId: string) => ['admin', 'moderation', 'comments', postId] as const,
  reports: ['admin', 'reports'] as const,
  projects: ['admin', 'projects'] as const,
  projectList: (filters: object) => ['admin', 'projects', filters] as const,
  project: (projectId: string) => ['admin', 'projects', 'detail', projectId] as const,
  projectQuote: (projectId: string) => ['admin', 'projects', 'quote', projectId] as const,
  agencySettings: ['admin', 'agency-settings'] as const,
  billableMilestones: ['admin', 'billable-milestones'] as const,
  invoices: ['admin', 'invoices'] as const,
  finance: (months: number) => ['admin', 'finance', { months }] as const,
};
