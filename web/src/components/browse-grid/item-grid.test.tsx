import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ITEMS_PER_STEP, ItemGrid } from './item-grid';

const names = (count: number) => Array.from({ length: count }, (_, index) => `place-${index}`);

function grid(items: readonly string[]) {
  return (
    <ItemGrid
      items={items}
      keyOf={(item) => item}
      renderItem={(item) => <a href={`/${item}`}>{item}</a>}
      renderSkeleton={() => <span>…</span>}
      label="Places"
    />
  );
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => li.dataset['itemKey']);

describe('ItemGrid', () => {
  it('draws every item in order, in one list', () => {
    const { container } = render(grid(names(10)));
    expect(shown(container)).toEqual(names(10));
    expect(container.querySelectorAll('ul')).toHaveLength(1);
  });

  it('keeps the items it drew when the next page arrives', () => {
    const { container, rerender } = render(grid(names(ITEMS_PER_STEP + 2)));
    const before = [...container.querySelectorAll('li')];
    rerender(grid(names(ITEMS_PER_STEP * 3)));
    expect(shown(container)).toEqual(names(ITEMS_PER_STEP * 3));
    // The same elements: not drawn again (an item's focus and its loaded picture stay).
    expect([...container.querySelectorAll('li')].slice(0, before.length)).toEqual(before);
  });

  it('hydrates a grid the server rendered without a mismatch, keeping its elements', async () => {
    const items = names(ITEMS_PER_STEP * 2 + 1);
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid(items));
    const before = [...container.querySelectorAll('li')];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, grid(items), { onRecoverableError: recoverable });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('li')]).toEqual(before);
    expect(shown(container)).toEqual(items);
  });
});
