import type { Language } from '@escouade/contract/constants';
import type { AnalysisDoneEvent, Project } from '@escouade/contract/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createProject } from '../api/create-project';
import { myProjectsQueryKey, projectQueryKey } from '../api/project-query-keys';
import { sendProjectMessage } from '../api/send-project-message';

/** The turn in progress: the client's message, then the assistant's answer as it is written. */
export type PendingTurn = {
  content: string;
  /** `waiting` until the first piece of the answer arrives (the typing indicator shows), then `streaming`. */
  phase: 'waiting' | 'streaming';
  text: string;
};

export type ChatAnalysis = Pick<AnalysisDoneEvent, 'missing' | 'isComplete'>;

type UseProjectChatOptions = {
  projectId: string | undefined;
  language: Language;
  /** The first message creates the project: the page keeps its id (in the URL). */
  onProjectCreated: (project: Project) => void;
};

/**
 * One chat turn at a time: creates the draft project on the first message, streams the answer, then puts both
 * messages and the updated draft brief in the project's cache (the server saved them too). `send` resolves to
 * false when the message was not taken, so the input can give it back.
 */
export function useProjectChat({ projectId, language, onProjectCreated }: UseProjectChatOptions) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [analysis, setAnalysis] = useState<ChatAnalysis | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops reading the answer; the server still saves it.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      const controller = new AbortController();
      abortRef.current = controller;
      setError(null);
      setPending({ content, phase: 'waiting', text: '' });
      let id = projectId;
      let isSaved = false;
      try {
        if (!id) {
          const project = await createProject(language);
          queryClient.setQueryData(projectQueryKey(project.id), project);
          void queryClient.invalidateQueries({ queryKey: myProjectsQueryKey });
          onProjectCreated(project);
          id = project.id;
        }
        const done = await sendProjectMessage(id, content, {
          signal: controller.signal,
          onOpen: () => {
            isSaved = true;
          },
          onText: (text) =>
            setPending((turn) => turn && { ...turn, phase: 'streaming', text: turn.text + text }),
        });
        // A read of the project sent before the answer was saved would otherwise land after it, and show the
        // conversation without the brief just drawn up.
        await queryClient.cancelQueries({ queryKey: projectQueryKey(id) });
        queryClient.setQueryData<Project>(projectQueryKey(id), (project) =>
          project
            ? {
                ...project,
                title: project.title || done.draftBrief.title || '',
                draftBrief: done.draftBrief,
                messages: [
                  ...project.messages,
                  { id: `sent-${done.message.id}`, role: 'user', content, createdAt: done.message.createdAt },
                  done.message,
                ],
              }
            : project,
        );
        void queryClient.invalidateQueries({ queryKey: myProjectsQueryKey });
        setAnalysis({ missing: done.missing, isComplete: done.isComplete });
        setPending(null);
        return true;
      } catch (caught) {
        if (controller.signal.aborted) return true;
        setPending(null);
        setError(
          caught instanceof ApiError
            ? caught
            : new ApiError({ status: 0, code: 'INTERNAL_ERROR', message: String(caught) }),
        );
        // The message was saved before the answer failed: the conversation is reloaded as the server has it.
        if (isSaved && id) await queryClient.invalidateQueries({ queryKey: projectQueryKey(id) });
        return isSaved;
      }
    },
    [projectId, language, onProjectCreated, queryClient],
  );

  return { send, pending, error, analysis, isBusy: pending !== null };
}
