export function makeAdmin(email: string): Promise<{ uid: string; email: string; createdProfile: boolean; target: string }>;
export function revokeAdmin(email: string): Promise<{ uid: string; email: string; target: string }>;
