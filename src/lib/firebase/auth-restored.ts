// The session store is restored from the device at once, Firebase Auth's user a moment later: a
// server read started in between goes without the user's token, the rules refuse it, and a live
// listener stays refused. Live reads of what the rules keep to a user (bookings, an admin's
// messages) wait for this first.
/** The signed-in user's id once Firebase Auth has restored its session (null: nobody). */
export async function authRestored(): Promise<string | null> {
  const { getAuthService } = await import('./auth');
  const auth = getAuthService();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
