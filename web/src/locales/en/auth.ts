/** Sign-up, login, e-mail verification and password reset. */
export const auth = {
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    displayName: 'Display name',
  },
  or: 'or',
  cancel: 'Cancel',
  backToLogin: 'Return to Login',
  linkUnusable: 'This link can’t be used',
  login: {
    pageTitle: 'Login',
    checkingSession: 'Checking your session',
    title: 'Welcome back',
    intro: 'Log in to see the deals on your cards.',
    google: 'Continue with Google',
    forgot: 'Forgot password?',
    submit: 'Log In',
    newHere: 'New here? <signup>Create an account</signup>',
  },
  signup: {
    pageTitle: 'Sign up',
    title: 'Discover Deals, Anytime, Anywhere',
    intro: 'Create your account to see the deals on your own cards.',
    google: 'Sign up with Google',
    agree:
      'By signing up you agree to our <terms>Terms and Conditions</terms> and <privacy>Privacy Policy</privacy>.',
    submit: 'Sign Up',
    haveAccount: 'Already have an account? <login>Log in</login>',
    sentTitle: 'Verification Email Sent!',
    sentText:
      'We sent a verification link to <strong>{{email}}</strong>. Please check your inbox and click the link to verify your email address.',
    continue: 'Continue',
  },
  googleDialog: {
    title: 'Sign in with Google',
    submit: 'Sign in with Google.com',
    note: 'Local emulator: no real Google account is used. Any address signs in as a Google user.',
  },
  forgotPassword: {
    title: 'Reset Your Password',
    intro:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    sent: 'Password reset email sent! Check your inbox.',
  },
  resend: {
    button: 'Resend verification email',
    cooldown: 'Resend available in {{seconds}} s',
    sentTo: 'We sent a new verification link to {{email}}. Check your inbox (and spam folder).',
    sent: 'We sent a new verification link. Check your inbox (and spam folder).',
  },
  resetPassword: {
    pageTitle: 'Reset your password',
    title: 'Reset Your Password',
    checking: 'Checking your link',
    chooseFor: 'Choose a new password for <strong>{{email}}</strong>.',
    submit: 'Save New Password',
    doneTitle: 'Password changed',
    doneText: 'You can now log in with your new password.',
    logIn: 'Log In',
  },
  verifyGate: {
    pageTitle: 'Verify your email',
    title: 'Verify your email to continue',
    text: 'We sent a verification link to <strong>{{email}}</strong>. Open it, then come back here: this page continues by itself. Until then you can’t see your deals, save favourites or post reviews.',
    yourAddress: 'your email address',
    check: 'I’ve verified my email',
    notYet:
      'Your email is not verified yet. Open the link in the newest verification email, then try again.',
  },
  verifyEmail: {
    pageTitle: 'Verify your email',
    invalidLink: 'Invalid verification link',
    working: 'Verifying Your Email',
    workingLabel: 'Verifying your email',
    doneTitle: 'Email Verified Successfully!',
    doneText:
      'Your email address is confirmed. Choose your banks and cards to see the deals made for you.',
    continue: 'Continue to Card Setup',
    failedTitle: 'Verification Failed',
    logInForNewLink: 'Log in with your email and password and we’ll offer to send you a new link.',
    later: 'Not now',
  },
  recoverEmail: {
    working: 'Restoring your email',
    doneTitle: 'Email restored',
    doneText: 'Your sign-in email is back to what it was. Log in with it.',
  },
} as const;
