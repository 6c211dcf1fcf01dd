import { usePageTitle } from '@/lib/use-page-title';

export default function PrivacyPolicyRoute() {
  usePageTitle('Privacy Policy');
  return (
    <article className="page page--medium legal">
      <h1>Privacy Policy</h1>
      <h2>What we store</h2>
      <ul>
        <li>Your name and e-mail address, to run your account.</li>
        <li>
          The banks and cards you choose (names only; never card numbers), to show you matching
          deals.
        </li>
        <li>Your favourite deals and the reviews you write.</li>
        <li>Messages you send through the contact form, so we can answer them.</li>
      </ul>
      <h2>Location</h2>
      <p>
        If you allow it, your browser&apos;s location is used to show the distance to a deal&apos;s
        branches. It is used on your device and is not needed to use the app.
      </p>
      <h2>On your device</h2>
      <p>
        The app keeps a copy of your session and choices in your browser&apos;s local storage so
        pages open quickly. Logging out removes the session; deleting your account removes the rest.
      </p>
      <h2>Deleting your data</h2>
      <p>
        Delete your account from Settings and your user record, cards and favourites are removed.
      </p>
    </article>
  );
}
