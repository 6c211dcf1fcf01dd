import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__inner">
        <Link to={paths.about.getHref()}>{t('footer.about')}</Link>
        <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
        <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
        <Link to={paths.privacyPolicy.getHref()}>{t('footer.privacy')}</Link>
      </nav>
      <p className="site-footer__note">{t('footer.note')}</p>
    </footer>
  );
}
