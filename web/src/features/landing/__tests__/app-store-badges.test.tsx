import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppStoreBadges } from '../components/app-store-badges';

describe('app store badges', () => {
  it('link to the App Store and Google Play, in a new tab, without giving the store this page', () => {
    render(<AppStoreBadges />);
    const apple = screen.getByRole('link', { name: /^Download on the App Store/ });
    const google = screen.getByRole('link', { name: /^Get it on Google Play/ });
    expect(apple).toHaveAttribute('href', expect.stringMatching(/^https:\/\/(www\.)?apple\.com\//));
    expect(google).toHaveAttribute('href', expect.stringMatching(/^https:\/\/play\.google\.com\//));
    for (const link of [apple, google]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('are reached with the keyboard, App Store first', async () => {
    const user = userEvent.setup();
    render(<AppStoreBadges />);
    await user.tab();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveFocus();
  });
});
