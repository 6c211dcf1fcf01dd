import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type ProvidersOptions, renderRoutes } from './render';

/**
 * Opens the route at `path` and waits for its heading `shown`; then does to the page what the
 * browser's Back from a deal does: replaces the history entry it shows by one that comes from the
 * deal (`fromDealDetail`), which is when a grid page restores its saved state.
 */
export async function openThenBackFromDeal(
  path: string,
  element: ReactElement,
  shown: string,
  preloadedState: ProvidersOptions['preloadedState'],
): Promise<void> {
  const { router } = renderRoutes([{ path, element }], { preloadedState, route: path });
  await screen.findByRole('heading', { name: shown });
  await act(() => router.navigate(path, { replace: true, state: { fromDealDetail: true } }));
}
