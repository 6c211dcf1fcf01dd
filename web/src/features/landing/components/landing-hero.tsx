import { HERO_CLAIMS } from '@deals/shared';
import { AppStoreBadges } from './app-store-badges';

/** The landing hero: the promise, the three claims and the store badges. */
export function LandingHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <h1 id="hero-title" className="hero__title">
            Every card&apos;s deal, now in <span className="hero__highlight">your hands</span>
          </h1>
          <p className="hero__lead">
            Unlock exclusive discounts on the bank cards you already carry, with just a tap.
            Restaurants, shopping, entertainment and wellness across Lahore, Karachi and Islamabad.
          </p>
          <dl className="hero__stats">
            <div>
              <dt>Happy users</dt>
              <dd>{HERO_CLAIMS.happyUsers}</dd>
            </div>
            <div>
              <dt>Active deals</dt>
              <dd>{HERO_CLAIMS.activeDeals}</dd>
            </div>
            <div>
              <dt>Partner banks</dt>
              <dd>{HERO_CLAIMS.partnerBanks}</dd>
            </div>
          </dl>
          <AppStoreBadges />
        </div>
        <div className="hero__art" aria-hidden="true">
          <svg viewBox="0 0 240 180" width="240" height="180" focusable="false">
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
