import { useQueryClient } from '@tanstack/react-query';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';

/** Once a professional asks to be verified, the SIRET given is the profile's: both profiles read it again. */
export function useRefreshProfilesAfterVerification(userId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) });
  };
}
