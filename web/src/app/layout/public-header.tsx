import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/button';
import { BrandMark, PRODUCT_NAME } from './brand-logo';

/**
 * SPEC §2 landing header: a logo that reloads the page, Signup and Login. While the session is
 * still being restored the buttons stay hidden, so a member does not see them flash.
 */
export function PublicHeader({ showActions = true }: { showActions?: boolean }) {
  return (
    <header className="site-header">
      <nav className="site-header__inner" aria-label="Main">
        {/* A real page load, as SPEC's logo "reloads the page". */}
        <a className="site-header__brand" href={paths.landing.getHref()}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </a>
        {showActions ? (
          <div className="site-header__actions">
            <ButtonLink to={paths.signup.getHref()} variant="secondary" size="sm">
              Signup
            </ButtonLink>
            <ButtonLink to={paths.login.getHref()} size="sm">
              Login
            </ButtonLink>
          </div>
        ) : null}
      </nav>
    </header>
  );
}
