import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BranchList, LocationPrompt, orderBranches } from '../components/branch-list';
import type { GeolocationState } from '../utils/use-geolocation';
import { aDeal } from './fixtures';

/** Liberty Market, Gulberg: closer to the MM Alam Road branch than to DHA. */
const gulberg = { latitude: 31.5108, longitude: 74.3436 };
/** DHA Phase 6: closer to the DHA branch. */
const dha = { latitude: 31.4733, longitude: 74.4459 };

const names = () =>
  within(screen.getByRole('list', { name: 'Branches' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.branch__name')?.textContent);

describe('branch ordering', () => {
  it('keeps the document order, de-duplicated by address, and shows no distance without a location', () => {
    render(<BranchList branches={aDeal().branches} origin={null} />);
    expect(names()).toEqual(['Gulberg', 'DHA', 'Online']);
    expect(screen.queryByText(/km$/)).not.toBeInTheDocument();
  });

  it('sorts nearest first with distances to 1 decimal, branches without coordinates last', () => {
    render(<BranchList branches={aDeal().branches} origin={dha} />);
    expect(names()).toEqual(['DHA', 'Gulberg', 'Online']);
    const items = within(screen.getByRole('list', { name: 'Branches' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(/^\d+\.\d km$/)).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/km$/)).not.toBeInTheDocument();
  });

  it('puts the Gulberg branch first for a user in Gulberg', () => {
    expect(
      orderBranches(aDeal().branches, gulberg).map((b) => [
        b.name,
        b.distanceKm === null ? null : Number(b.distanceKm.toFixed(1)),
      ]),
    ).toEqual([
      ['Gulberg', 0.1],
      ['DHA', 7.7],
      ['Online', null],
    ]);
  });

  it('links directions by coordinates, or by an address search when there are none', () => {
    render(<BranchList branches={aDeal().branches} origin={null} />);
    const links = screen.getAllByRole('link', { name: /^Directions to/ });
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('destination=31.5102,74.3441'),
    );
    expect(links[2]).toHaveAttribute('href', expect.stringContaining('query=Delivery%20only'));
  });
});

describe('location prompt', () => {
  const state = (status: GeolocationState['status']): GeolocationState => ({
    status,
    position: null,
    request: vi.fn(),
  });

  it('offers a button that asks for the location', async () => {
    const geolocation = state('prompt');
    render(<LocationPrompt geolocation={geolocation} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geolocation.request).toHaveBeenCalledOnce();
  });

  it('offers the button before the browser has answered (the server renders it so)', async () => {
    const geolocation = state('unknown');
    render(<LocationPrompt geolocation={geolocation} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geolocation.request).toHaveBeenCalledOnce();
  });

  it('shows nothing once the position is known', () => {
    const { container } = render(<LocationPrompt geolocation={state('granted')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('explains how to unblock a denied permission', () => {
    render(<LocationPrompt geolocation={state('denied')} />);
    expect(screen.getByText(/browser settings/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
