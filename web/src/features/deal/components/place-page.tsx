import {
  type PlaceDealSummary,
  type PlaceDoc,
  type UserCard,
  matchesCard,
  placeDocId,
  sameBank,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { BankBadge, BankLogos } from '@/components/bank-badge/bank-badge';
import { Button } from '@/components/button';
import { CardTags } from '@/components/card-tags/card-tags';
import { HeartRating } from '@/components/deal-card/heart-rating';
import { EmptyState, ErrorState, RetryButton } from '@/components/feedback';
import { FollowPlaceButton } from '@/components/follow-place';
import { usePlaceSummary } from '@/components/place-tile/place-tile';
import { PageSpinner } from '@/components/spinner';
import { type PlaceRouteParams, paths } from '@/config/paths';
import { useBankNames } from '@/lib/banks/bank-names-api';
import { useNames } from '@/lib/i18n/names';
import { usePlace } from '@/lib/places/places-api';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { deal as english } from '@/locales/en/deal';
import { BackInterception } from '../utils/use-back-interception';
import { useToday } from '../utils/use-today';
import { shareUrl } from '../utils/share';
import { BestCardForBill } from './best-card';
import { BackButton, type DealAudience, DealHero, readBackTo } from './deal-page';
import { ShareButton } from './share-button';
import { HydrationSteps } from '@/components/hydration-steps';

/** The place page's English texts (the locales hold both languages). */
export const PLACE_TEXTS = english.place;

/** The landing grid the place was opened from; coming back restores its filters and scroll. */
const BACK_STATE = { fromDealDetail: true } as const;

/** One deal at the place, with whether one of the member's cards gets it. */
export interface PlaceOfferRow {
  deal: PlaceDealSummary;
  own: boolean;
}

const desc = (a: number | null, b: number | null): number => (b ?? -1) - (a ?? -1);

/**
 * Every bank's deals at the place, best first (discount, then rating, then reviews); the deals one
 * of the member's cards gets come first, still best first among themselves.
 */
export function placeOfferRows(place: PlaceDoc, cards: readonly UserCard[]): PlaceOfferRow[] {
  const rows = place.banks
    .flatMap((bank) => bank.deals)
    .map((deal) => ({
      deal,
      own: cards.some(
        (card) =>
          sameBank(card.bank, deal.bankId) &&
          deal.cardNames.length > 0 &&
          matchesCard(deal.cardNames, card.cardName),
      ),
    }));
  return rows.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) ||
      desc(a.deal.discountPercent, b.deal.discountPercent) ||
      desc(a.deal.rating, b.deal.rating) ||
      b.deal.reviewCount - a.deal.reviewCount,
  );
}

/** The route params, or null when one is missing or blank. */
function usePlaceParams(): PlaceRouteParams | null {
  const { cityId = '', placeKey = '' } = useParams();
  return useMemo(
    () => (cityId.trim() && placeKey.trim() ? { cityId, placeKey } : null),
    [cityId, placeKey],
  );
}

function OfferList({ place, audience }: { place: PlaceDoc; audience: DealAudience }) {
  const { t } = useTranslation('deal');
  const location = useLocation();
  const user = useAppSelector(selectSessionUser);
  const member = audience === 'member';
  const userDoc = useGetUserDocQuery(member && user ? user.uid : skipToken);
  const cards = userDoc.data?.UserCards;
  const rows = useMemo(() => placeOfferRows(place, cards ?? []), [place, cards]);
  const bankName = useBankNames(place.bankIds);
  const dealHref = member ? paths.deal.getHref : paths.guestDeal.getHref;
  // The deal page's Back returns here rather than to the landing.
  const backTo = location.pathname;
  return (
    <section className="deal-section" aria-labelledby="place-offers-heading">
      <h2 id="place-offers-heading">{t('place.offersHere')}</h2>
      <ol
        className="place-offers plain-list stack stack--snug"
        aria-label={t('place.offersAt', { title: place.title })}
      >
        {rows.map(({ deal, own }) => (
          <li
            key={`${deal.bankId}/${deal.dealId}`}
            className={`place-offer card${own ? ' place-offer--own' : ''}`}
            data-testid="place-offer"
          >
            <div className="place-offer__head">
              <BankBadge bankId={deal.bankId} />
              {own ? <span className="chip chip--own">{t('place.yourCard')}</span> : null}
            </div>
            <h3 className="place-offer__title">
              <Link
                className="place-offer__link"
                to={dealHref({ bankId: deal.bankId, dealId: deal.dealId, cityId: place.cityId })}
                state={{ backTo }}
              >
                <span className="visually-hidden">{bankName(deal.bankId)}: </span>
                <bdi>{deal.discount}</bdi>
              </Link>
            </h3>
            <div className="place-offer__cards">
              <CardTags
                compact
                label={t('place.cardsFor', { bank: bankName(deal.bankId) })}
                cards={deal.cardNames.map((cardName) => ({ cardName }))}
              />
            </div>
            {deal.reviewCount > 0 && deal.rating !== null ? (
              <HeartRating rating={deal.rating} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function PlaceContent({ place, audience }: { place: PlaceDoc; audience: DealAudience }) {
  const summary = usePlaceSummary();
  const names = useNames();
  const today = useToday();
  const user = useAppSelector(selectSessionUser);
  const rating = place.reviewCount > 0 && place.bestRating !== null ? place.bestRating : null;
  return (
    <>
      <DealHero imageUrl={place.imageUrl} title={place.title}>
        <div className="row">
          <span className="deal-badge">{summary.bestOffer(place)}</span>
          <span className="chip">{names.category(place.categoryId)}</span>
          <span className="muted">{summary.banks(place.bankCount || place.bankIds.length)}</span>
        </div>
        <BankLogos bankIds={place.bankIds} max={8} />
        {rating !== null ? <HeartRating rating={rating} /> : null}
        <div className="row">
          <FollowPlaceButton
            uid={audience === 'member' ? (user?.uid ?? null) : null}
            placeId={placeDocId(place.cityId, place.placeKey)}
            cityId={place.cityId}
            name={place.title}
          />
          <ShareButton
            payload={{
              title: place.title,
              text: `${place.title}: ${summary.bestOffer(place)}`,
              url: shareUrl(
                paths.guestPlace.getHref({ cityId: place.cityId, placeKey: place.placeKey }),
              ),
            }}
          />
        </div>
      </DealHero>
      <HydrationSteps
        steps={[
          <OfferList key="offers" place={place} audience={audience} />,
          <BestCardForBill
            key="best-card"
            place={{ cityId: place.cityId, title: place.title }}
            today={today}
          />,
        ]}
      />
    </>
  );
}

/** Every bank's offers at one place in one city (/place/... for members, /guest-place/... for guests). */
export function PlacePage({ audience }: { audience: DealAudience }) {
  const { t } = useTranslation(['deal', 'common']);
  const params = usePlaceParams();
  const navigate = useNavigate();
  const location = useLocation();
  const target = readBackTo(location.state) ?? paths.landingAlias.getHref();
  const goBack = () => {
    void navigate(target, { state: BACK_STATE });
  };
  // Read again by itself when the connection returns after a failed read.
  const place = usePlace(params);
  usePageTitle(place.data?.title ?? t('place.title'));

  const back = (
    <Button variant="secondary" onClick={goBack}>
      {t('dealPage.goBack')}
    </Button>
  );
  let body;
  if (params === null) {
    body = <ErrorState title={t('place.missing')} action={back} />;
  } else if (place.isError) {
    body = (
      <ErrorState
        title={t('place.loadFailed')}
        action={
          <div className="row">
            <RetryButton onClick={place.retry} />
            {back}
          </div>
        }
      >
        {t('place.loadFailedHint')}
      </ErrorState>
    );
  } else if (place.data === undefined) {
    body = <PageSpinner label={t('place.loading')} />;
  } else if (place.data === null) {
    body = (
      <EmptyState title={t('place.notFound')} action={back}>
        {t('place.notFoundHint')}
      </EmptyState>
    );
  } else {
    body = <PlaceContent place={place.data} audience={audience} />;
  }
  return (
    <article className="page page--medium deal-page place-page stack">
      <BackInterception target={target} state={BACK_STATE} />
      <BackButton onClick={goBack} />
      {body}
    </article>
  );
}
