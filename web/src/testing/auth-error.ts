/** An error as the Firebase Auth SDK throws it: its `code` (such as `auth/wrong-password`), also in its message. */
export const authError = (code: string): Error & { code: string } =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });
