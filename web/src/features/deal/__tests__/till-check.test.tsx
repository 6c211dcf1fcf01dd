import { act, screen, within } from '@testing-library/react';
import { normalizeDeal } from '@deals/shared';
import { beforeAll, describe, expect, it, vi, beforeEach } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { TillCheckSection } from '../components/till-check';

const answerTill = vi.fn();
vi.mock('../api/till-api', () => ({ useAnswerTillMutation: () => [answerTill] }));

const TODAY = '2026-11-27';
const params = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc' };
const deal = normalizeDeal(
  {
    title: 'KFC',
    discount: '20% off',
    card_name: 'HBL Gold',
    deal_branches: [{ name: 'Gulberg', address: 'MM Alam Road', lat: 31.5, lng: 74.3 }],
    till: {
      days: { '2026-11-25': { yes: 12 }, [TODAY]: { 'card-refused': 1 } },
      lastConfirmed: '2026-11-25',
    },
  },
  params,
);

function setup(member = true) {
  return renderWithProviders(
    <TillCheckSection deal={deal} params={params} isMember={member} today={TODAY} />,
    { preloadedState: member ? signedIn() : signedOut },
  );
}

beforeEach(() => {
  answerTill.mockReset();
  answerTill.mockResolvedValue({ data: null });
});

// The member forms' chunk (member-forms.tsx) imported ahead: a form still arrives after its page,
// as in the browser, but waiting for it is not waiting for the test runner to compile its modules.
beforeAll(() => import('../components/member-forms-chunk'));

describe('did this deal work for you?', () => {
  it('shows guests the counts only', () => {
    setup(false);
    expect(
      screen.getByRole('heading', { name: 'Did this deal work for you?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Worked for 12 members this month · last 2 days ago'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, it worked' })).not.toBeInTheDocument();
    expect(screen.getByText(/can say whether it worked at the till/)).toBeInTheDocument();
  });

  it('sends a member’s Yes at once, with the branch and card they chose', async () => {
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Which branch? (optional)'), 'Gulberg');
    await user.click(screen.getByRole('button', { name: 'Yes, it worked' }));
    expect(answerTill).toHaveBeenCalledWith({
      deal: params,
      uid: 'user-1',
      answer: { worked: true, branch: 'Gulberg' },
    });
    expect(await screen.findByText(/Your answer counts for today/)).toBeInTheDocument();
  });

  it('asks what happened on No, and sends the reason', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    const reasons = screen.getByRole('group', { name: 'What happened?' });
    await user.click(within(reasons).getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what happened.');
    expect(answerTill).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Which card? (optional)'), 'HBL Gold');
    await user.click(within(reasons).getByLabelText('My card was refused'));
    await user.click(within(reasons).getByRole('button', { name: 'Send' }));
    expect(answerTill).toHaveBeenCalledWith({
      deal: params,
      uid: 'user-1',
      answer: { worked: false, reason: 'card-refused', card: 'HBL Gold' },
    });
  });

  it('needs a bounded note for "other"', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await user.click(screen.getByLabelText('Other'));
    const note = screen.getByLabelText('In a few words (up to 200 characters)');
    expect(note).toHaveAttribute('maxLength', '200');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say in a few words what went wrong.');
    await user.type(note, 'Cash only today');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(answerTill).toHaveBeenCalledWith(
      expect.objectContaining({
        answer: { worked: false, reason: 'other', note: 'Cash only today' },
      }),
    );
  });

  it('says when the answer was not saved', async () => {
    answerTill.mockResolvedValue({ error: { code: 'permission-denied', message: 'no' } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Yes, it worked' }));
    expect(await screen.findByText(/Your answer was not saved/)).toBeInTheDocument();
  });

  it('asks in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    setup();
    expect(
      screen.getByRole('heading', { name: 'کیا یہ ڈیل آپ کے لیے کام کی؟' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ہاں، کام کی' })).toBeInTheDocument();
  });
});
