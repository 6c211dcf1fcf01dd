import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__inner">
        <Link to={paths.about.getHref()}>About</Link>
        <Link to={paths.contact.getHref()}>Contact Us</Link>
        <Link to={paths.terms.getHref()}>Terms</Link>
        <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
      </nav>
      <p className="site-footer__note">
        Deals are offered by the banks and merchants listed; check the terms before you pay.
      </p>
    </footer>
  );
}
