import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import AboutRoute from './about-route';

describe('about page', () => {
  it('tells what the app does in English, each feature with its bold lead-in', () => {
    renderWithProviders(<AboutRoute />, { route: paths.about.getHref() });
    expect(screen.getByRole('heading', { level: 1, name: 'About Card Deals' })).toBeInTheDocument();
    expect(document.title).toBe('About · Card Deals');
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('One place for every deal.').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('We gather the deals of 15+ partner banks, city by city');
  });

  it('reads in Urdu, links included', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<AboutRoute />, { route: paths.about.getHref() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Card Deals کے بارے میں' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('ہمارے بارے میں · Card Deals');
    expect(screen.getByRole('heading', { name: 'ایپ کیا کرتی ہے' })).toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('ہر ڈیل ایک ہی جگہ۔').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('ہم 15+ پارٹنر بینکوں کی ڈیلز');
    expect(screen.getByRole('link', { name: 'ڈیلز دیکھیں' })).toHaveAttribute(
      'href',
      paths.landing.getHref(),
    );
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toHaveAttribute(
      'href',
      paths.contact.getHref(),
    );
  });
});
