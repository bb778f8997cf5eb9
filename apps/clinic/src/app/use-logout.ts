import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { logout } from '../api/account';
import { keyFilters } from '../api/keys';

/** Logout: revoke on the server, forget the session and every cached answer, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await logout();
    await mutate(keyFilters.everything, undefined, { revalidate: false });
    void navigate('/login', { replace: true });
  }, [mutate, navigate]);
}
