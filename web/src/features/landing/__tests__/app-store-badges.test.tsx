import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@/lib/pwa/install';
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

describe('installing the web app', () => {
  it('offers "Install the app" once the browser can install it, and shows its dialog', async () => {
    const user = userEvent.setup();
    captureInstallPrompt();
    render(<AppStoreBadges />);
    expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer is used once; the badges come back until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });
});
