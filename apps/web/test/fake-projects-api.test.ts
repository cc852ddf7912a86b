import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProjectsApi, PROJECT_ID, project } from './support/fake-projects-api';

describe('the fake projects API of the interface tests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers as the contract says', async () => {
    fakeProjectsApi({ projects: [project()] });
    const response = await fetch(`/api/projects/${PROJECT_ID}`);
    expect(await response.json()).toMatchObject({ id: PROJECT_ID, status: 'draft' });
  });

  it('fails a test whose fake answer the real API could not give', async () => {
    const api = fakeProjectsApi({ projects: [project()] });
    api.on('GET', `/api/projects/${PROJECT_ID}`, () => ({ id: PROJECT_ID, status: 'archived' }));
    await expect(fetch(`/api/projects/${PROJECT_ID}`)).rejects.toThrow(/answer breaks the contract/);
  });

  it('fails a test whose request the real API would refuse', async () => {
    fakeProjectsApi({ projects: [project()] });
    await expect(fetch('/api/invitations/not-an-id/accept', { method: 'POST' })).rejects.toThrow(
      /path breaks the contract/,
    );
    await expect(
      fetch(`/api/projects/${PROJECT_ID}/brief`, { method: 'PUT', body: JSON.stringify({ title: '' }) }),
    ).rejects.toThrow(/request body breaks the contract/);
  });
});
