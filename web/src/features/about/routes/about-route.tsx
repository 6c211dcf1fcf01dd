import { HERO_CLAIMS } from '@deals/shared';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { TitledPage } from '@/components/titled-page';

/** The five features, each a key of `about.what` with a bold lead-in. */
const FEATURES = ['onePlace', 'yourCards', 'counter', 'ratings', 'compare'] as const;

export default function AboutRoute() {
  const { t } = useTranslation('about');
  return (
    <TitledPage title={t('title')} heading={t('heading')} className="page--medium about">
      <p className="about__lead">{t('lead')}</p>

      <h2>{t('whatHeading')}</h2>
      <ul>
        {FEATURES.map((feature) => (
          <li key={feature}>
            <Trans
              t={t}
              i18nKey={`what.${feature}`}
              values={{ banks: HERO_CLAIMS.partnerBanks }}
              components={{ strong: <strong /> }}
            />
          </li>
        ))}
      </ul>

      <h2>{t('whoHeading')}</h2>
      <p>{t('who')}</p>

      <h2>{t('dataHeading')}</h2>
      <p>{t('data')}</p>

      <div className="row">
        <ButtonLink to={paths.landing.getHref()}>{t('browse')}</ButtonLink>
        <ButtonLink to={paths.contact.getHref()} variant="secondary">
          {t('contact')}
        </ButtonLink>
      </div>
    </TitledPage>
  );
}
