import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchInput } from './deal-search-box';

/** A search field with its own state, as a page holds it; `seen` records each value rendered. */
function fieldWithState(seen: string[]) {
  return function Field() {
    const [term, setTerm] = useState('');
    seen.push(term);
    return (
      <SearchInput
        label="Search deals"
        value={term}
        onChange={setTerm}
        inputClassName="deal-search__input"
        clearLabel="Clear"
      />
    );
  };
}

/** The field's server markup in the document, as a server-rendered page arrives. */
function serverRendered(Field: () => React.JSX.Element): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Field />);
  return container;
}

/** Hydrates that markup and lets React commit. */
async function hydrate(container: HTMLElement, Field: () => React.JSX.Element): Promise<void> {
  await act(async () => {
    hydrateRoot(container, <Field />);
    await Promise.resolve();
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SearchInput on a server-rendered page', () => {
  it('takes what was typed before the page hydrated as typed', async () => {
    const seen: string[] = [];
    const Field = fieldWithState(seen);
    const container = serverRendered(Field);
    // The person types while the page's code is still on its way: the browser fills the field.
    container.querySelector('input')!.value = 'hawa';

    await hydrate(container, Field);

    expect(seen.at(-1)).toBe('hawa');
    expect(container.querySelector('input')!.value).toBe('hawa');
    // The clear button that comes with text is there too.
    expect(container.querySelector('button')?.textContent).toBe('Clear');
  });

  it('changes nothing when nothing was typed before hydration', async () => {
    const seen: string[] = [];
    const Field = fieldWithState(seen);
    await hydrate(serverRendered(Field), Field);

    expect(new Set(seen)).toEqual(new Set(['']));
    expect(document.querySelector('button')).toBeNull();
  });
});
