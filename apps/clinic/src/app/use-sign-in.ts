import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { authenticate, startSession } from '../api/account';
import { keyFilters } from '../api/keys';

/**
 * Sign-in: the tokens, then every cached answer forgotten, then the session. In that order: a
 * new person may be signing in, and nothing cached from before may reach their pages; but once
 * the session is written the shell at once asks for the new person's account and clinic, and
 * forgetting the cache after that would also throw those answers away (SWR drops an answer to a
 * request older than a change of its key) and ask again for nothing: the home page greeted
 * "Halo, !" with the clinic as "-" until a reload.
 */
export function useSignIn() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: Parameters<typeof authenticate>[0]) => {
      const answer = await authenticate(input);
      await mutate(keyFilters.everything, undefined, { revalidate: false });
      startSession(answer);
      return answer;
    },
    [mutate],
  );
}
