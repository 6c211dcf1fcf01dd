import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanners, OFFLINE_TITLE } from './connection-banners';

describe('connection banners', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the saved deals are shown while offline, and goes away when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ConnectionBanners />);
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(OFFLINE_TITLE);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
  });

  it('offers no update while no new version waits', () => {
    render(<ConnectionBanners />);
    expect(screen.queryByRole('button', { name: 'Update now' })).not.toBeInTheDocument();
  });
});
