// Sign out from anywhere (the header's menus): home first, then end the session, so a
// guarded page is never asked to bounce the user to /login on the way out. Everything but
// this hook loads on click: the header is part of the first render.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/stores/toast-store';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    navigate('/');
    let describe = (_error: unknown) => 'Something went wrong';
    try {
      const actions = await import('./auth-actions');
      describe = actions.authErrorMessage;
      await actions.signOutUser();
    } catch (error) {
      toast({ title: 'Sign out Failed', description: describe(error), variant: 'destructive' });
    }
  }, [navigate]);
}
