import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { storedDeals } from '@/lib/deals/deal-editing-api';
import { writeImport } from '../utils/write-import';
import { ImportPanel } from './import-panel';

vi.mock('@/lib/deals/deal-editing-api', () => ({
  FORM_FIELDS: [
    'title',
    'description',
    'discount',
    'category_id',
    'bank_id',
    'valid_till',
    'cardName',
    'offers',
  ],
  storedDeals: vi.fn(),
}));
vi.mock('../utils/write-import', () => ({ writeImport: vi.fn() }));

/** The second security review's rows (200% off, Multan, not-a-date) between two good ones. */
const CSV = [
  'bankId,cityId,title,discount,category_id,valid_till,cards',
  'Hbl,Lahore,Zinger Hub,20% off,Food,2027-01-31,HBL Gold',
  'Hbl,Lahore,Mega Sale,200% off,Food,2027-01-31,HBL Gold',
  'Hbl,Multan,Far Cafe,20% off,Food,2027-01-31,HBL Gold',
  'Hbl,Lahore,Forever Deal,20% off,Food,not-a-date,HBL Gold',
  'Hbl,Karachi,Sea Grill,15% off,Food,2027-02-28,HBL Gold',
].join('\n');

/**
 * Zinger Hub is stored already, at 10% off, with a description the file has not (and bank_id,
 * which the functions derive and write back); Sea Grill is new.
 */
const STORED = new Map([
  [
    'Hbl/Lahore/zinger-hub',
    {
      title: 'Zinger Hub',
      description: 'Crispy',
      bank_id: 'Hbl',
      discount: '10% off',
      category_id: 'Food',
      valid_till: '2027-01-31',
      cardName: 'HBL Gold',
      offers: [{ title: '10% off', card_type: [{ cardName: 'HBL Gold' }] }],
    },
  ],
]);

// jsdom's File has no text(); browsers' has. Read it as a browser would.
if (typeof Blob.prototype.text !== 'function')
  Blob.prototype.text = function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(this);
    });
  };

beforeEach(() => {
  vi.mocked(storedDeals).mockReset().mockResolvedValue(STORED);
  vi.mocked(writeImport)
    .mockReset()
    .mockImplementation((banks, deals) =>
      Promise.resolve({ written: banks.length + deals.length, rejected: [] }),
    );
});

async function chooseFile(name = 'deals.csv', text = CSV) {
  const rendered = renderWithProviders(<ImportPanel knownBankIds={['Hbl']} />);
  await rendered.user.upload(
    screen.getByLabelText('Import file'),
    new File([text], name, { type: 'text/csv' }),
  );
  await screen.findByRole('heading', { name: `Preview of ${name}` });
  return rendered;
}

describe('bulk import preview', () => {
  it('shows what the file would write and what it refuses, and writes nothing yet', async () => {
    await chooseFile();
    const heading = screen.getByRole('heading', { name: 'Preview of deals.csv' });
    // The focus moves in an effect after the preview renders: under a loaded suite, a moment later.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(
      screen.getByText(/2 record\(s\) to write \(1 new, 1 updating stored ones\), 3 refused/),
    ).toHaveTextContent(/Nothing is written until you press Confirm/);

    const toWrite = screen.getByRole('list', { name: 'To be written (2)' });
    const [zinger, sea] = within(toWrite).getAllByRole('listitem');
    expect(zinger).toHaveTextContent('line 2 · Hbl / Lahore / zinger-hub');
    expect(zinger).toHaveTextContent('Zinger Hub');
    expect(zinger).toHaveTextContent(
      /Updates a stored deal · changes: discount, offers · removes: description$/,
    );
    expect(sea).toHaveTextContent('line 6 · Hbl / Karachi / sea-grill');
    expect(sea).toHaveTextContent('New deal');

    const refused = screen.getByRole('list', { name: 'Refused (3)' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'line 3data.discount: A percentage off must be more than 0 and at most 100',
      'line 4cityId: City must be one of Lahore, Karachi, Islamabad',
      'line 5data.valid_till: Valid till must be a date (YYYY-MM-DD)',
    ]);
    expect(storedDeals).toHaveBeenCalledWith([
      expect.objectContaining({ dealId: 'zinger-hub' }),
      expect.objectContaining({ dealId: 'sea-grill' }),
    ]);
    expect(writeImport).not.toHaveBeenCalled();
  });

  it('writes exactly the good rows when Confirm is pressed', async () => {
    const { user } = await chooseFile();
    expect(writeImport).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(writeImport).toHaveBeenCalledTimes(1);
    const [banks, deals] = vi.mocked(writeImport).mock.calls[0] ?? [[], []];
    expect(banks).toEqual([]);
    expect(deals.map((d) => `${d.bankId}/${d.cityId}/${d.dealId}`)).toEqual([
      'Hbl/Lahore/zinger-hub',
      'Hbl/Karachi/sea-grill',
    ]);
    expect(deals[0]?.data).toMatchObject({ discount: '20% off', valid_till: '2027-01-31' });
    const report = await screen.findByText(/deals\.csv: 2 record\(s\) written/);
    expect(report).toHaveTextContent('3 rejected or noted');
    expect(screen.queryByRole('heading', { name: /Preview of/ })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Rejected rows' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'line 3data.discount: A percentage off must be more than 0 and at most 100',
      'line 4cityId: City must be one of Lahore, Karachi, Islamabad',
      'line 5data.valid_till: Valid till must be a date (YYYY-MM-DD)',
    ]);
  });

  it('writes nothing when Cancel is pressed, and gives the file field the focus back', async () => {
    const { user } = await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(screen.getByText('Import of deals.csv cancelled: nothing was written.')).toHaveRole(
      'status',
    );
    expect(screen.getByLabelText('Import file')).toHaveFocus();
    expect(writeImport).not.toHaveBeenCalled();
  });

  it('cannot confirm a file none of whose rows can be written', async () => {
    const [header = '', , megaSale = ''] = CSV.split('\n');
    await chooseFile('bad.csv', `${header}\n${megaSale}`);
    expect(screen.getByText('Nothing in this file can be written.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(writeImport).not.toHaveBeenCalled();
  });

  it('says the preview and the reasons in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<ImportPanel knownBankIds={['Hbl']} />);
    await user.upload(
      screen.getByLabelText('درآمد کی فائل'),
      new File([CSV], 'deals.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('heading', { name: 'deals.csv کا پیش نظارہ' })).toHaveFocus();
    const refused = screen.getByRole('list', { name: 'رد شدہ (3)' });
    expect(within(refused).getAllByRole('listitem')[0]).toHaveTextContent(
      'data.discount: رعایت کا فیصد 0 سے زیادہ اور زیادہ سے زیادہ 100 ہونا چاہیے',
    );
    expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'منسوخ کریں' })).toBeEnabled();
  });
});
