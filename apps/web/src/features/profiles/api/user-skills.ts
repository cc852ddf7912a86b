import type { AddSkillInput, MyProfile, UserSkill } from '@escouade/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notifySkillsChanged, postingEligibilityQueryKey } from '../../../lib/posting-eligibility';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';
import { skillSuggestionsQueryKey } from '../../../lib/skill-suggestions';

const skillsPath = (userId: string) => `/api/profiles/${encodeURIComponent(userId)}/skills`;

/** `POST /api/profiles/:userId/skills`: a catalogue skill or a new one, with a level; answers the whole list. */
export function addUserSkill({ userId, input }: { userId: string; input: AddSkillInput }) {
  return apiFetch<UserSkill[]>(skillsPath(userId), { method: 'POST', body: input });
}

/** `PATCH /api/profiles/:userId/skills/:skillId`; answers the whole list. */
export function updateUserSkillLevel({
  userId,
  skillId,
  level,
}: {
  userId: string;
  skillId: string;
  level: number;
}) {
  return apiFetch<UserSkill[]>(`${skillsPath(userId)}/${encodeURIComponent(skillId)}`, {
    method: 'PATCH',
    body: { level },
  });
}

/** `DELETE /api/profiles/:userId/skills/:skillId`; answers the whole list. */
export function removeUserSkill({ userId, skillId }: { userId: string; skillId: string }) {
  return apiFetch<UserSkill[]>(`${skillsPath(userId)}/${encodeURIComponent(skillId)}`, { method: 'DELETE' });
}

/** After any change: the new list in the cache, eligibility and suggestions refreshed, other tabs told. */
function useApplySkills() {
  const queryClient = useQueryClient();
  return (userId: string, skills: UserSkill[]) => {
    queryClient.setQueryData<MyProfile>(myProfileQueryKey, (profile) => profile && { ...profile, skills });
    void queryClient.invalidateQueries({ queryKey: postingEligibilityQueryKey });
    void queryClient.invalidateQueries({ queryKey: skillSuggestionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) });
    notifySkillsChanged();
  };
}

export function useAddUserSkill() {
  const applySkills = useApplySkills();
  return useMutation({
    mutationFn: addUserSkill,
    onSuccess: (skills, { userId }) => applySkills(userId, skills),
  });
}

/** Optimistic: the select shows the new level at once, and the previous one again if the server refuses. */
export function useUpdateUserSkillLevel() {
  const queryClient = useQueryClient();
  const applySkills = useApplySkills();
  return useMutation({
    mutationFn: updateUserSkillLevel,
    onMutate: async ({ skillId, level }) => {
      await queryClient.cancelQueries({ queryKey: myProfileQueryKey, exact: true });
      const previous = queryClient.getQueryData<MyProfile>(myProfileQueryKey);
      queryClient.setQueryData<MyProfile>(
        myProfileQueryKey,
        (profile) =>
          profile && {
            ...profile,
            skills: profile.skills.map((skill) => (skill.skillId === skillId ? { ...skill, level } : skill)),
          },
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(myProfileQueryKey, context.previous);
    },
    onSuccess: (skills, { userId }) => applySkills(userId, skills),
  });
}

export function useRemoveUserSkill() {
  const applySkills = useApplySkills();
  return useMutation({
    mutationFn: removeUserSkill,
    onSuccess: (skills, { userId }) => applySkills(userId, skills),
  });
}
