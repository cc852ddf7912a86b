import type { Language } from '@escouade/contract/constants';
import type { Project } from '@escouade/contract/projects';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/projects`: a draft, filled in through the brief chat. */
export function createProject(language: Language): Promise<Project> {
  return apiFetch<Project>('/api/projects', { method: 'POST', body: { language } });
}
