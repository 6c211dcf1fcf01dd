import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { BranchesPage } from '../components/branches-page';
import { dealQuery, withoutPermissionsApi } from './deal-page-mocks';
import { aDeal } from './fixtures';

vi.mock('@/lib/deals/deal-detail-api', () => import('./deal-page-mocks'));

const openBranches = (routeState?: unknown) =>
  renderWithProviders(<BranchesPage />, {
    route: '/branches/Hbl/no-such-deal/Lahore',
    path: paths.branches.path,
    routeState,
  });

beforeEach(() => {
  document.title = '';
  withoutPermissionsApi();
});

describe('branches page title', () => {
  it('names the place once the deal is known', async () => {
    dealQuery.current = { data: aDeal(), isLoading: false };
    openBranches();
    await waitFor(() => expect(document.title).toBe('Cafe Aylanto branches · Card Deals'));
  });

  it('uses the name carried from the deal page while the deal loads', async () => {
    dealQuery.current = { data: undefined, isLoading: true };
    openBranches({ restaurantName: 'Biryani Bay', branchCount: 2 });
    await waitFor(() => expect(document.title).toBe('Biryani Bay branches · Card Deals'));
  });

  it('says Branches, not "Branches branches", while nothing names the place', async () => {
    dealQuery.current = { data: undefined, isLoading: true };
    openBranches();
    await waitFor(() => expect(document.title).toBe('Branches · Card Deals'));
  });

  it('says Deal not found for an unknown deal', async () => {
    dealQuery.current = { data: null, isLoading: false };
    openBranches();
    await waitFor(() => expect(document.title).toBe('Deal not found · Card Deals'));
    expect(document.title).not.toMatch(/branches branches/i);
  });
});
