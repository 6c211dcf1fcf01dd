import { dealEntity } from '@deals/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { type AuditEntry, useGetAuditQuery } from '@/lib/audit/audit-api';
import { AuditList } from './audit-list';

vi.mock('@/lib/audit/audit-api', () => ({ useGetAuditQuery: vi.fn() }));

const entry: AuditEntry = {
  id: 'e1',
  uid: 'admin-1',
  email: 'ops@example.com',
  at: Date.UTC(2026, 10, 23, 16, 5),
  action: 'create',
  path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-zinger-hub' }),
  title: 'Zinger Hub',
  fields: ['discount', 'title'],
};

vi.mocked(useGetAuditQuery).mockReturnValue({
  data: [entry, { ...entry, id: 'e2', action: 'rename', title: '', at: 0, fields: [] }],
  isLoading: false,
  isError: false,
} as unknown as ReturnType<typeof useGetAuditQuery>);

describe('audit log', () => {
  it('lists who changed what and when, in English as before', () => {
    renderWithProviders(<AuditList />);
    const [created, other] = screen.getAllByRole('listitem');
    expect(created).toHaveTextContent(
      /^create Zinger Hub by ops@example\.com · \d{1,2} Nov 2026, \d\d:\d\d · discount, title$/,
    );
    // An action the page does not know and a missing time are shown as stored.
    expect(other).toHaveTextContent(`rename ${entry.path} by ops@example.com · —`);
  });

  it('names the actions and writes the date in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<AuditList />);
    expect(screen.getByRole('heading', { name: 'آڈٹ لاگ' })).toBeInTheDocument();
    const [created] = screen.getAllByRole('listitem');
    expect(created).toHaveTextContent(/^بنائی Zinger Hub ops@example\.com کی جانب سے · .*نومبر/);
    expect(created).toHaveTextContent(/discount, title$/);
  });
});
