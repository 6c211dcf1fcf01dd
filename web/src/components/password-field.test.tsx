import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PasswordField } from './text-field';

describe('PasswordField', () => {
  it('names each toggle by the words it shows, then the field it is for', async () => {
    const { user } = renderWithProviders(
      <>
        <PasswordField label="Current password" />
        <PasswordField label="New password" />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Show password (current password)' });
    expect(toggle).toHaveTextContent('Show password');
    expect(screen.getByRole('button', { name: 'Show password (new password)' })).toBeVisible();
    await user.click(toggle);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password (current password)');
    expect(toggle).toHaveTextContent('Hide password');
  });
});
