import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { ShareButton } from '../components/share-button';
import { type ShareEnvironment, shareDeal, whatsappShareUrl } from '../utils/share';

const payload = {
  title: 'Cafe Aylanto',
  text: 'Cafe Aylanto: 25% off',
  url: 'http://127.0.0.1:5173/guest-deal/Hbl/cafe/Lahore',
};

const env = (overrides: Partial<ShareEnvironment> = {}): ShareEnvironment => ({
  openWindow: vi.fn(),
  ...overrides,
});

describe('shareDeal', () => {
  it('uses the browser share dialog when there is one', async () => {
    const e = env({ share: vi.fn().mockResolvedValue(undefined), writeClipboard: vi.fn() });
    await expect(shareDeal(payload, e)).resolves.toBe('shared');
    expect(e.share).toHaveBeenCalledWith(payload);
    expect(e.writeClipboard).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the share dialog', async () => {
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    const e = env({ share: vi.fn().mockRejectedValue(abort), writeClipboard: vi.fn() });
    await expect(shareDeal(payload, e)).resolves.toBe('cancelled');
    expect(e.writeClipboard).not.toHaveBeenCalled();
    expect(e.openWindow).not.toHaveBeenCalled();
  });

  it('copies the link when sharing is unsupported or fails', async () => {
    const e = env({
      share: vi.fn().mockRejectedValue(new Error('NotAllowedError')),
      writeClipboard: vi.fn().mockResolvedValue(undefined),
    });
    await expect(shareDeal(payload, e)).resolves.toBe('copied');
    expect(e.writeClipboard).toHaveBeenCalledWith(payload.url);
  });

  it('opens a WhatsApp link when the clipboard is refused too', async () => {
    const e = env({ writeClipboard: vi.fn().mockRejectedValue(new Error('denied')) });
    await expect(shareDeal(payload, e)).resolves.toBe('whatsapp');
    expect(e.openWindow).toHaveBeenCalledWith(whatsappShareUrl(payload));
    expect(whatsappShareUrl(payload)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Cafe Aylanto ${payload.url}`)}`,
    );
  });
});

describe('share button', () => {
  it('announces Link copied to clipboard! for 2 s after copying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      render(
        <ToastProvider>
          <ShareButton
            payload={payload}
            environment={env({ writeClipboard: vi.fn().mockResolvedValue(undefined) })}
          />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_900));
      expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
