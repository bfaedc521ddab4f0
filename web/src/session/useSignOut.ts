import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../api/generated/session/session';
import { useSession } from './store';
import { loginPath } from '../app/navigation';

/**
 * Logout: tell the server, then forget the user whatever it answered, and go to
 * the sign-in page remembering the current full path.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Already reported by the request layer; signing out locally must still happen.
    }
    useSession.getState().reset();
    await navigate(loginPath(location.pathname + location.search), { replace: true });
  }, [navigate, location.pathname, location.search]);
}
