import { paths } from '@/config/paths';
import {
  type ProvidersOptions,
  headingRoute,
  renderWithProviders,
  signedOut,
} from '@/testing/render';
import LoginRoute from '../routes/login-route';
import SignupRoute from '../routes/signup-route';

const PAGES = { login: LoginRoute, signup: SignupRoute };

/** The pages login and sign-up send a visitor on to, each a heading named after it. */
const onward = [
  headingRoute('Home', paths.home.path),
  headingRoute('Card setup', paths.cardInfo.path),
  headingRoute('Card setup after sign-up', paths.cardInfoAfterSignUp.path),
  headingRoute('Statistics', paths.statistics.path),
];

/** The login or sign-up page as a signed-out visitor opens it. */
export function renderAuthPage(page: keyof typeof PAGES, options: ProvidersOptions = {}) {
  const Page = PAGES[page];
  return renderWithProviders(<Page />, {
    route: paths[page].getHref(),
    preloadedState: signedOut,
    routes: onward,
    ...options,
  });
}
