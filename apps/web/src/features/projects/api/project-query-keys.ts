/** Query keys of the projects feature: invalidating `projectsQueryKey` refreshes every projects query. */
export const projectsQueryKey = ['projects'] as const;

export const myProjectsQueryKey = [...projectsQueryKey, 'mine'] as const;

export function projectQueryKey(projectId: string) {
  return [...projectsQueryKey, 'detail', projectId] as const;
}

export function proposalsQueryKey(projectId: string) {
  return [...projectsQueryKey, 'proposals', projectId] as const;
}

export function planQueryKey(projectId: string) {
  return [...projectsQueryKey, 'plan', projectId] as const;
}

export function activityQueryKey(projectId: string) {
  return [...projectsQueryKey, 'activity', projectId] as const;
}

export function threadQueryKey(projectId: string) {
  return [...projectsQueryKey, 'thread', projectId] as const;
}

export function reviewsQueryKey(projectId: string) {
  return [...projectsQueryKey, 'reviews', projectId] as const;
}

export function proposalThreadQueryKey(proposalId: string) {
  return [...projectsQueryKey, 'proposal-thread', proposalId] as const;
}

export function invitationQueryKey(invitationId: string) {
  return [...projectsQueryKey, 'invitation', invitationId] as const;
}
