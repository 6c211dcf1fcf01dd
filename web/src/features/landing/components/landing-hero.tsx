import { HERO_CLAIMS } from '@deals/shared';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { AppStoreBadges } from './app-store-badges';

/** "50K+" reads left to right in both languages: the plus follows the number. */
function ClaimNumber({ value }: { value: string }) {
  return <span dir="ltr">{value}</span>;
}

/** The claims under the promise, in order (each a `hero.<claim>` text and its HERO_CLAIMS figure). */
const CLAIMS = ['happyUsers', 'activeDeals', 'partnerBanks'] as const;

/** The landing hero: the promise, the three claims and the store badges. */
export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <h1 id="hero-title" className="hero__title">
            <Trans
              t={t}
              i18nKey="hero.title"
              components={{ highlight: <span className="hero__highlight" /> }}
            />
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <dl className="hero__stats">
            {CLAIMS.map((claim) => (
              <div key={claim}>
                <dt>{t(`hero.${claim}`)}</dt>
                <dd>
                  <ClaimNumber value={HERO_CLAIMS[claim]} />
                </dd>
              </div>
            ))}
          </dl>
          <AppStoreBadges />
        </div>
        <div className="hero__art" aria-hidden="true">
          {/* Drawn left to right in every language, so the end-anchored "-30%" stays on the card. */}
          <svg viewBox="0 0 240 180" width="240" height="180" focusable="false" direction="ltr">
            <rect
              x="30"
              y="40"
              width="170"
              height="106"
              rx="14"
              fill="#08457f"
              transform="rotate(-8 115 93)"
            />
            <rect x="44" y="30" width="170" height="106" rx="14" fill="#0b5cad" />
            <rect x="44" y="52" width="170" height="16" fill="#ffffff" opacity="0.25" />
            <rect x="60" y="84" width="34" height="24" rx="4" fill="#f5a524" />
            <text x="196" y="122" textAnchor="end" fontSize="28" fontWeight="700" fill="#ffffff">
              -30%
            </text>
          </svg>
        </div>
      </div>
    </section>
  );
}
