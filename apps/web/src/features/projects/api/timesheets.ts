import type {
  Earnings,
  ProjectTimesheets,
  TimesheetEditor,
  TimesheetInput,
  TimesheetWeek,
} from '@escouade/contract/timesheets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { planQueryKey, projectsQueryKey } from './project-query-keys';

// A member's weeks of hours on a project, the client's answers, and what a member earned.

export function timesheetsQueryKey(projectId: string) {
  return [...projectsQueryKey, 'timesheets', projectId] as const;
}

export function timesheetWeekQueryKey(projectId: string, weekOf: string) {
  return [...timesheetsQueryKey(projectId), 'week', weekOf] as const;
}

export const earningsQueryKey = ['earnings'] as const;

const weekUrl = (projectId: string, weekOf: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/timesheets/weeks/${encodeURIComponent(weekOf)}`;

/** `GET /api/projects/:projectId/timesheets`: a member's own weeks, or the client's weeks to answer. */
export function useProjectTimesheets(projectId: string) {
  return useQuery({
    queryKey: timesheetsQueryKey(projectId),
    queryFn: () => apiFetch<ProjectTimesheets>(`/api/projects/${encodeURIComponent(projectId)}/timesheets`),
    // The card says it could not load and offers to retry: the rest of the project page stays.
    throwOnError: false,
  });
}

/** `GET /api/projects/:projectId/timesheets/weeks/:weekOf`: the signed-in member's week. */
export function useTimesheetWeek(projectId: string, weekOf: string) {
  return useQuery({
    queryKey: timesheetWeekQueryKey(projectId, weekOf),
    queryFn: () => apiFetch<TimesheetEditor>(weekUrl(projectId, weekOf)),
    throwOnError: false,
  });
}

/** Saves the week (`PUT`), then submits it when asked (`POST …/submit`). */
export function useSaveTimesheetWeek(projectId: string, weekOf: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, submit }: { input: TimesheetInput; submit: boolean }) => {
      const saved = await apiFetch<TimesheetEditor>(weekUrl(projectId, weekOf), {
        method: 'PUT',
        body: input,
      });
      if (!submit) return saved;
      return apiFetch<TimesheetEditor>(`${weekUrl(projectId, weekOf)}/submit`, { method: 'POST', body: {} });
    },
    onSuccess: (editor) => {
      queryClient.setQueryData(timesheetWeekQueryKey(projectId, weekOf), editor);
      void queryClient.invalidateQueries({ queryKey: timesheetsQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: planQueryKey(projectId) });
    },
  });
}

/** The client approves a submitted week, or sends it back with a comment. */
export function useAnswerTimesheet(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ timesheetId, comment }: { timesheetId: string; comment?: string }) =>
      apiFetch<TimesheetWeek>(
        `/api/timesheets/${encodeURIComponent(timesheetId)}/${comment === undefined ? 'approve' : 'send-back'}`,
        { method: 'POST', body: comment === undefined ? {} : { comment } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timesheetsQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: planQueryKey(projectId) });
    },
  });
}

/** `GET /api/earnings`: what the signed-in member is owed and was paid, per project. */
export function useMyEarnings() {
  return useQuery({
    queryKey: earningsQueryKey,
    queryFn: () => apiFetch<Earnings>('/api/earnings'),
    // The page says it could not load and offers to retry, inside the dashboard.
    throwOnError: false,
  });
}
