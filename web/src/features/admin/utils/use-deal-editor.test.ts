/**
 * The deal form's state around stand-ins for the save and the place lookup; `admin-alerts.spec.ts`
 * creates, edits and saves a deal against the local stack.
 */
import { type DealFormValues, emptyDealForm } from '@deals/shared';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DealDocumentRow, useSaveDealMutation } from '@/lib/deals/deal-editing-api';
import { useWatchPlaceQuery } from '@/lib/places/place-live-api';
import { HBL } from '../__tests__/deal-form-harness';
import { type DealEditorOptions, useDealEditor } from './use-deal-editor';

vi.mock('@/lib/deals/deal-editing-api', () => ({
  FORM_FIELDS: ['title', 'discount', 'category_id', 'offers'],
  useSaveDealMutation: vi.fn(),
}));
vi.mock('@/lib/places/place-live-api', () => ({ useWatchPlaceQuery: vi.fn() }));

const saveDeal = vi.fn();

beforeEach(() => {
  saveDeal.mockReset().mockReturnValue({ unwrap: () => Promise.resolve(null) });
  vi.mocked(useSaveDealMutation).mockReturnValue([
    saveDeal,
    { isLoading: false },
  ] as unknown as ReturnType<typeof useSaveDealMutation>);
  vi.mocked(useWatchPlaceQuery).mockReturnValue({
    isSuccess: true,
    isError: false,
    data: null,
  } as unknown as ReturnType<typeof useWatchPlaceQuery>);
});

/** A new deal that passes the form's checks. */
const zingerHub = (): DealFormValues => ({
  ...emptyDealForm('Hbl', 'Lahore'),
  title: 'Zinger Hub',
  discount: '20% off',
  offers: [{ title: 'Dine-in', validTill: '', cardNames: ['HBL Gold Credit Card'] }],
});

const stored: DealDocumentRow = {
  dealId: 'food-zinger-hub',
  data: {
    title: 'Zinger Hub',
    discount: '15% off',
    updatedAt: 1000,
    avgSentiment: 4.2,
    reviewCount: 3,
  },
};

function editor(options: Partial<DealEditorOptions> = {}) {
  const onSaved = vi.fn();
  const hook = renderHook(() =>
    useDealEditor({
      banks: [HBL],
      rows: [stored],
      where: { bankId: 'Hbl', cityId: 'Lahore' },
      analytics: { total_deals_scraped: 27, offers_count: 46, branches_count: 60 },
      onSaved,
      ...options,
    }),
  );
  return { ...hook, onSaved };
}

describe('useDealEditor', () => {
  it('refuses a form with errors, saves nothing, and clears each error as its field is fixed', async () => {
    const { result } = editor();
    act(() => result.current.open(emptyDealForm('Hbl', 'Lahore'), true));
    await act(() => result.current.submit());
    expect(result.current.errors).toMatchObject({ title: 'Title is required' });
    expect(saveDeal).not.toHaveBeenCalled();

    act(() => result.current.change(zingerHub()));
    expect(result.current.errors).toEqual({});
    expect(result.current.form?.values.title).toBe('Zinger Hub');
  });

  it('previews the deal as typed over the stored fields functions own, and the place it makes', async () => {
    const { result } = editor();
    act(() =>
      result.current.open(
        { ...zingerHub(), dealId: 'food-zinger-hub', discount: '25% off' },
        false,
      ),
    );
    expect(result.current.preview).toMatchObject({ title: 'Zinger Hub', discount: '25% off' });
    expect(result.current.preview).toMatchObject({ rating: 4.2, reviewCount: 3 });
    // The stored place of the title is looked up once typing pauses.
    expect(result.current.placePreview?.stored).toBe('looking');
    await vi.waitFor(() => expect(result.current.placePreview?.stored).toBe('new'));
    expect(vi.mocked(useWatchPlaceQuery)).toHaveBeenLastCalledWith(
      { cityId: 'Lahore', placeKey: expect.any(String) as unknown },
      { skip: false },
    );
  });

  it('saves, closes the form, and hands over the fan-out with the counts from before', async () => {
    const { result, onSaved } = editor();
    act(() => result.current.open(zingerHub(), true));
    await act(() => result.current.submit());
    expect(saveDeal).toHaveBeenCalledWith(
      expect.objectContaining({
        isNew: true,
        record: expect.objectContaining({ bankId: 'Hbl', cityId: 'Lahore' }) as unknown,
      }),
    );
    expect(result.current.form).toBeNull();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'created',
        title: 'Zinger Hub',
        updatedAtBefore: null,
        analyticsBefore: { deals: 27, offers: 46, branches: 60 },
        before: null,
      }),
    );
  });

  it('follows the place an edit renames the deal away from', async () => {
    const { result, onSaved } = editor();
    act(() =>
      result.current.open(
        { ...zingerHub(), dealId: 'food-zinger-hub', title: 'Zinger Palace' },
        false,
      ),
    );
    await act(() => result.current.submit());
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'saved',
        updatedAtBefore: 1000,
        title: 'Zinger Palace',
        before: { title: 'Zinger Hub', placeKey: expect.any(String) as unknown },
      }),
    );
  });

  it('keeps the form open and says why a save was refused: no admin claim, or an id in use', async () => {
    const refuse = (code: string) =>
      saveDeal.mockReturnValueOnce({
        unwrap: () => Promise.reject(Object.assign(new Error(code), { code })),
      });
    const { result, onSaved } = editor();
    act(() => result.current.open(zingerHub(), true));

    refuse('permission-denied');
    await act(() => result.current.submit());
    expect(result.current.errors.form).toBe(
      'This change was refused: your account is not an admin any more. Log out and in again.',
    );

    refuse('already-exists');
    await act(() => result.current.submit());
    expect(result.current.errors.form).toMatch(
      /^A deal with the id "food-zinger-hub" already exists in Hbl · Lahore\./,
    );
    expect(result.current.form).not.toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
