// What happens when a plan's button is pressed on /pricing.
import { useState } from 'react';
import { useSessionStore, type PlanName } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { activateBasicPlan, PLAN_ERROR } from './activate-basic-plan';

export function useChoosePlan() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const current = useSessionStore((s) => s.profile?.package ?? null);
  const [busy, setBusy] = useState<PlanName | null>(null);

  const choose = async (plan: PlanName) => {
    if (!signedIn) {
      toast({
        title: 'Please Log In',
        description: 'You need to be logged in to choose a plan.',
        variant: 'destructive',
        action: { label: 'Login', to: '/login' },
      });
      return;
    }
    if (plan !== 'Basic') {
      // Paid plans go to hosted checkout, which arrives with payments in a later step.
      toast({ title: 'Coming soon', description: `The ${plan} plan can be bought in a later release.` });
      return;
    }
    setBusy(plan);
    try {
      await activateBasicPlan();
      toast({ title: 'Basic Plan Activated!', description: 'You are now on the free Basic plan.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : PLAN_ERROR, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return { choose, busy, current };
}
