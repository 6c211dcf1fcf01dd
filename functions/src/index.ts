export { analyze } from './http/analyze.js';
export { scoreReview } from './reviews/score-review.js';
export { onDealWritten } from './deals/on-deal-written.js';
export { countFavourites } from './users/count-favourites.js';
export { expireDeals } from './deals/expire-deals.js';
export { contact } from './http/contact.js';
