import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/feedback';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <section className="page page--narrow">
      <h1>Page not found</h1>
      <EmptyState
        title="We couldn't find that page."
        action={<ButtonLink to={paths.landing.getHref()}>Browse deals</ButtonLink>}
      >
        The link may be old, or the page may have moved.
      </EmptyState>
    </section>
  );
}
