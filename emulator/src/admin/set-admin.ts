/** `set-admin <email>`: grants the custom claim admin:true, which is what makes a user an admin (firestore.rules checks `request.auth.token.admin == true`). */
import type { Auth } from 'firebase-admin/auth';

/** Adds admin:true to the user's custom claims, keeping the others; returns the uid. */
export async function setAdmin(auth: Auth, email: string): Promise<string> {
  const user = await auth.getUserByEmail(email.trim());
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  return user.uid;
}
