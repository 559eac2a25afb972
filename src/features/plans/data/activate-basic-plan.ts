// Choosing the free Basic plan: the package is not client-writable (firestore.rules), so a
// callable function checks the caller and sets it; the session then re-reads the profile.
import { refreshSessionLater } from '@/features/auth';

export const PLAN_ERROR = 'Could not update your plan.';

export async function activateBasicPlan(): Promise<void> {
  try {
    // Loaded on demand: /pricing is a public page and Functions code is not needed to show it.
    const { callFunction } = await import('@/lib/firebase/functions');
    await callFunction<Record<string, never>, { package: 'Basic' }>('activateBasicPlan', {});
  } catch (error) {
    console.error(PLAN_ERROR, error);
    // A refusal the user can act on (e.g. "You already have the Gold plan.") is worth showing.
    const code = (error as { code?: unknown }).code;
    const reason = code === 'functions/failed-precondition' && error instanceof Error ? ` ${error.message}` : '';
    throw new Error(PLAN_ERROR + reason, { cause: error });
  }
  await refreshSessionLater();
}
