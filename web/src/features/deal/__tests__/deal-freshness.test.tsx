import { normalizeDeal } from '@deals/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealFreshness } from '../components/deal-freshness';

const MONDAY = '2026-11-23';
const deal = (raw: Record<string, unknown>) =>
  normalizeDeal(
    { title: 'Pizza Piazza', discount: '20% off', ...raw },
    {
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'd1',
    },
  );

describe('when a deal applies', () => {
  it('says valid today, with the cap, the minimum bill and the verification date', () => {
    render(
      <DealFreshness
        deal={deal({ max_discount_pkr: 2000, min_bill_pkr: 3000, verified_on: '2026-11-20' })}
        today={MONDAY}
      />,
    );
    expect(screen.getByTestId('deal-freshness')).toHaveTextContent('Valid today');
    expect(screen.getByText('max PKR 2,000 off')).toBeInTheDocument();
    expect(screen.getByText('Minimum bill PKR 3,000')).toBeInTheDocument();
    expect(screen.getByText('Verified on 20 Nov 2026')).toBeInTheDocument();
  });

  it('says on which days it applies when today is not one of them', () => {
    render(<DealFreshness deal={deal({ valid_days: ['Fri', 'Sat', 'Sun'] })} today={MONDAY} />);
    expect(screen.getByTestId('deal-freshness')).toHaveTextContent(
      'Not valid today (Fri-Sun only)',
    );
  });

  it('says when it expired', () => {
    render(<DealFreshness deal={deal({ valid_till: '2026-11-12' })} today={MONDAY} />);
    expect(screen.getByTestId('deal-freshness')).toHaveTextContent('Expired on 12 Nov 2026');
  });
});
