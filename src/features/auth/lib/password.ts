// New-password checks shared by Register and Update password, in the product's wording.
export const MIN_PASSWORD_LENGTH = 6;

export interface ValidationProblem {
  title: string;
  description: string;
}

export function checkNewPassword(password: string, confirm: string): ValidationProblem | null {
  if (password !== confirm) {
    return { title: "Passwords don't match", description: 'Please make sure your passwords match.' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password too short', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` };
  }
  return null;
}
