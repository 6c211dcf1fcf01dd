import { usePageTitle } from '@/lib/use-page-title';

export default function TermsRoute() {
  usePageTitle('Terms and Conditions');
  return (
    <article className="page page--medium legal">
      <h1>Terms and Conditions</h1>
      <p>By creating an account or using Card Deals you agree to these terms.</p>
      <h2>The deals</h2>
      <p>
        Deals are offered by banks and merchants, not by us. We show them as the banks publish them,
        but a bank or merchant may change or end an offer at any time. The terms on the
        merchant&apos;s bill and the bank&apos;s own terms prevail over anything shown in the app.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself and give a real e-mail address: we use it to verify your
        account and to reset your password. You may delete your account at any time from Settings.
      </p>
      <h2>Reviews</h2>
      <p>
        Reviews must describe your own experience. Do not post personal data, abuse or advertising;
        we may remove reviews that do.
      </p>
      <h2>Liability</h2>
      <p>
        The app is provided as is. We are not responsible for the quality of goods or services
        bought from merchants, nor for a discount a merchant refuses; take disputes to the merchant
        or your bank.
      </p>
    </article>
  );
}
