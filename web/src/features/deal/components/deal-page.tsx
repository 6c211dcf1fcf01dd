import { type Deal, PLACEHOLDER_DEAL_IMAGE } from '@deals/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useBackArrow } from '@/components/back-arrow';
import { BankBadge } from '@/components/bank-badge/bank-badge';
import { Button } from '@/components/button';
import { CardTags } from '@/components/card-tags/card-tags';
import { useDiscountBadge } from '@/components/deal-card/discount-badge';
import { ErrorState, StateAction } from '@/components/feedback';
import { FallbackImage } from '@/components/fallback-image';
import { PageSpinner } from '@/components/spinner';
import { type DealRouteParams, paths } from '@/config/paths';
import { type BranchesNavigationState, readDealNavigationState } from '../utils/navigation-state';
import { useDealDetailQuery } from '@/lib/deals/deal-detail-api';
import { useNames } from '@/lib/i18n/names';
import { useMessage } from '@/lib/i18n/use-message';
import { usePageTitle } from '@/lib/use-page-title';
import { deal as english } from '@/locales/en/deal';
import { BackInterception } from '../utils/use-back-interception';
import { useGeolocation } from '../utils/use-geolocation';
import { useToday } from '../utils/use-today';
import { shareUrl } from '../utils/share';
import { BestCardForBill } from './best-card';
import { BranchList, LocationPrompt } from './branch-list';
import { DealFreshness } from './deal-freshness';
import { OffersSection } from './offers-section';
import { ReviewsSection } from './reviews-section';
import { ShareButton } from './share-button';
import { TermsList } from './terms-list';
import { HydrationSteps } from '@/components/hydration-steps';
import { TillCheckSection } from './till-check';

export type DealAudience = 'member' | 'guest';

export const MISSING_PARAMS_TEXT = english.dealPage.missingParams;
export const DEAL_NOT_FOUND_TEXT = english.dealPage.notFound;

/** The hero picture's intrinsic size, 3:2 as deal pictures are (the CSS scales it to the card). */
const HERO_WIDTH = 600;
const HERO_HEIGHT = 400;

/** Branches shown on the deal page before "See all branches" leads to the branches page. */
const BRANCH_PREVIEW = 3;

/** Where both back buttons lead, with the flag the landing page restores itself on. */
export function backTarget(audience: DealAudience): string {
  return audience === 'member' ? paths.home.getHref() : paths.landingAlias.getHref();
}
const BACK_STATE = { fromDealDetail: true } as const;

/**
 * The page a deal or place was opened from when it is not a grid (navigation state `backTo`): a
 * place page or the notifications. Back, the page's or the browser's, returns there.
 */
export function readBackTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const backTo = (state as { backTo?: unknown }).backTo;
  return typeof backTo === 'string' &&
    (/^\/(guest-)?place\//.test(backTo) || backTo === paths.notifications.getHref())
    ? backTo
    : null;
}

/** The route params, or null when one of the three is missing or blank. */
export function useDealParams(): DealRouteParams | null {
  const { bankId = '', dealId = '', cityId = '' } = useParams();
  return useMemo(
    () => (bankId.trim() && dealId.trim() && cityId.trim() ? { bankId, dealId, cityId } : null),
    [bankId, dealId, cityId],
  );
}

/** The deal the route names, read live; skipped (no data) when the route lacks one of its ids. */
export function useRouteDeal() {
  const params = useDealParams();
  const query = useDealDetailQuery(params ?? { bankId: '', dealId: '', cityId: '' }, {
    skip: params === null,
  });
  return { params, ...query };
}

/** Why a read failed, for "could not load …: {reason}": its message in the current language. */
export function useFailureReason(): (error: object) => string {
  const { t } = useTranslation('deal');
  const message = useMessage();
  return (error) =>
    'message' in error ? message(String(error.message)) : t('dealPage.unknownError');
}

/** The Back button at the top of the deal, branches and place pages. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  const arrow = useBackArrow();
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onClick}>
        {`${arrow} ${t('back')}`}
      </Button>
    </div>
  );
}

/**
 * The picture and title at the top of the deal and place pages; the caller adds the rest of the
 * text. Without a picture, or when it fails to load, the deal placeholder stands in, as on the cards.
 */
export function DealHero({
  imageUrl,
  title,
  children,
}: {
  imageUrl: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="deal-hero card">
      {/* The page's largest picture (its LCP element on a phone): fetched first, at its 3:2 size
          reserved before it arrives; the server renders its preload into the head. */}
      <FallbackImage
        className="deal-hero__image"
        src={imageUrl}
        placeholder={PLACEHOLDER_DEAL_IMAGE}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        fetchPriority="high"
      />
      <div className="deal-hero__text stack">
        <h1 className="deal-hero__title">
          <bdi>{title}</bdi>
        </h1>
        {children}
      </div>
    </header>
  );
}

/** An error with a Go Back button, so the visitor is never stranded on it. */
export function DealErrorView({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation('deal');
  return (
    <section className="page page--medium">
      <ErrorState
        title={message}
        action={<StateAction onClick={onBack}>{t('dealPage.goBack')}</StateAction>}
      />
    </section>
  );
}

/**
 * The first branches, nearest first once the position is known, and the way to all of them. A
 * component of its own because the position is the browser's: once the page is hydrated, the
 * location status switches from the server's answer, and only this part renders again (on the
 * whole page, that second render was about 100 ms of a slow phone's start-up).
 */
function DealBranches({ deal, params }: { deal: Deal; params: DealRouteParams }) {
  const { t } = useTranslation('deal');
  const geolocation = useGeolocation();
  const branchesState: BranchesNavigationState = {
    restaurantName: deal.title,
    branchCount: deal.branches.length,
  };
  return (
    <section className="deal-section" aria-labelledby="deal-branches-heading">
      <h2 id="deal-branches-heading">{t('dealPage.branches')}</h2>
      {deal.branches.length > 0 ? <LocationPrompt geolocation={geolocation} /> : null}
      <BranchList branches={deal.branches} origin={geolocation.position} limit={BRANCH_PREVIEW} />
      {deal.branches.length > BRANCH_PREVIEW ? (
        <Link className="btn btn--link" to={paths.branches.getHref(params)} state={branchesState}>
          {t('dealPage.seeAllBranches')}
        </Link>
      ) : null}
    </section>
  );
}

function DealContent({
  deal,
  params,
  audience,
}: {
  deal: Deal;
  params: DealRouteParams;
  audience: DealAudience;
}) {
  const { t } = useTranslation('deal');
  const names = useNames();
  const discountLabel = useDiscountBadge();
  const today = useToday();
  const label = discountLabel(deal.discount);
  // Whichever of the two pages is sharing, the public address is shared.
  const url = shareUrl(
    paths.guestDeal.getHref({ bankId: deal.bankId, dealId: deal.dealId, cityId: deal.cityId }),
  );
  return (
    <>
      <DealHero imageUrl={deal.imageUrl} title={deal.title}>
        <BankBadge bankId={deal.bankId} className="deal-hero__bank" />
        <CardTags
          label={t('dealPage.cardsLabel')}
          cards={deal.cardNames.map((cardName) => ({ cardName }))}
        />
        <div className="row">
          {label ? <span className="deal-badge">{label}</span> : null}
          <span className="chip">{names.category(deal.categoryId)}</span>
          <bdi className="muted">{deal.discount}</bdi>
        </div>
        {deal.description ? <p dir="auto">{deal.description}</p> : null}
        <DealFreshness deal={deal} today={today} />
        <div className="row">
          <ShareButton
            payload={{ title: deal.title, text: `${deal.title}: ${deal.discount}`, url }}
          />
        </div>
      </DealHero>
      <HydrationSteps
        steps={[
          <BestCardForBill key="best-card" deal={deal} today={today} />,
          <OffersSection
            key="offers"
            offers={deal.offers}
            dealDiscount={deal.discount}
            dealCardNames={deal.cardNames}
          />,
          [
            <TillCheckSection
              key="till"
              deal={deal}
              params={params}
              isMember={audience === 'member'}
              today={today}
            />,
            <DealBranches key="branches" deal={deal} params={params} />,
          ],
          [
            <TermsList key="terms" terms={deal.termsAndConditions} />,
            <ReviewsSection
              key="reviews"
              params={params}
              average={deal.rating}
              reviewCount={deal.reviewCount}
              isMember={audience === 'member'}
            />,
          ],
        ]}
      />
    </>
  );
}

/** Deal detail for members (/deal/...) and guests (/guest-deal/...), read live from its document. */
export function DealPage({ audience }: { audience: DealAudience }) {
  const { t } = useTranslation('deal');
  const reason = useFailureReason();
  const location = useLocation();
  const navigate = useNavigate();
  const hint = readDealNavigationState(location.state);
  // Opened from a place page, Back returns there; otherwise to home (members) or the landing.
  const target = readBackTo(location.state) ?? backTarget(audience);
  const goBack = () => {
    void navigate(target, { state: BACK_STATE });
  };
  const { params, data: deal, isLoading, error } = useRouteDeal();
  usePageTitle(deal?.title ?? hint.title ?? t('dealPage.title'));
  useEffect(() => {
    // Logged next to showing Deal not found, so a broken link can be traced.
    if (deal === null) console.error('Deal document not found!', params);
  }, [deal, params]);

  let page: ReactNode;
  if (params === null) {
    console.error(MISSING_PARAMS_TEXT);
    page = <DealErrorView message={t('dealPage.missingParams')} onBack={goBack} />;
  } else if (error) {
    page = (
      <DealErrorView
        message={t('dealPage.loadFailed', { reason: reason(error) })}
        onBack={goBack}
      />
    );
  } else {
    page = (
      <article className="page page--medium deal-page stack">
        <BackButton onClick={goBack} />
        {isLoading || deal === undefined ? (
          <>
            {hint.title ? (
              <h1 className="deal-hero__title">
                <bdi>{hint.title}</bdi>
              </h1>
            ) : null}
            <PageSpinner label={t('dealPage.loading')} />
          </>
        ) : deal === null ? (
          <ErrorState
            title={t('dealPage.notFound')}
            action={<StateAction onClick={goBack}>{t('dealPage.goBack')}</StateAction>}
          />
        ) : (
          <DealContent deal={deal} params={params} audience={audience} />
        )}
      </article>
    );
  }
  return (
    <>
      <BackInterception target={target} state={BACK_STATE} />
      {page}
    </>
  );
}
