import { Profiler, type ProfilerOnRenderCallback, act } from 'react';
import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationSteps } from './hydration-steps';

/** Three steps, each in a Profiler that notes the commit it was mounted (or hydrated) in. */
function page(onRender: ProfilerOnRenderCallback) {
  return (
    <main>
      <HydrationSteps
        steps={['hero', 'offers', 'reviews'].map((name) => (
          <Profiler key={name} id={name} onRender={onRender}>
            <section>{name}</section>
          </Profiler>
        ))}
      />
    </main>
  );
}

/** The commit time each step was first rendered in, by step. */
function mountCommits() {
  const commits = new Map<string, number>();
  const onRender: ProfilerOnRenderCallback = (id, phase, _actual, _base, _start, commitTime) => {
    if (phase === 'mount' && !commits.has(id)) commits.set(id, commitTime);
  };
  return { commits, onRender };
}

describe('HydrationSteps', () => {
  it('renders every step in order, with nothing of its own in the markup', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    expect([...container.querySelectorAll('section')].map((s) => s.textContent)).toEqual([
      'hero',
      'offers',
      'reviews',
    ]);
    expect(container.querySelector('main')?.children).toHaveLength(3);
  });

  it('hydrates server markup a step per commit, first step first, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    const sections = [...container.querySelectorAll('section')];
    const { commits, onRender } = mountCommits();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(onRender), { onRecoverableError: recoverable });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The server's elements are kept, not replaced.
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    const [hero, offers, reviews] = ['hero', 'offers', 'reviews'].map((id) => commits.get(id));
    expect(hero).toBeDefined();
    expect(offers).toBeGreaterThan(hero ?? Infinity);
    expect(reviews).toBeGreaterThan(offers ?? Infinity);
  });

  it('renders every step in one commit in the browser', () => {
    const { commits, onRender } = mountCommits();
    const { container } = render(page(onRender));
    expect(container.textContent).toBe('herooffersreviews');
    expect(new Set(commits.values()).size).toBe(1);
  });
});
