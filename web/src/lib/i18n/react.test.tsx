import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { about } from '@/locales/en/about';
import { i18n, loadLanguage } from './i18n';
import { Trans, useTranslation } from './react';
import type { TFunction } from './translator';

function Hero() {
  const { t } = useTranslation('landing');
  return (
    <h1>
      <Trans t={t} i18nKey="hero.title" components={{ highlight: <mark /> }} />
    </h1>
  );
}

function Banks({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return <p>{t('placeTile.banks', { count })}</p>;
}

describe('useTranslation and Trans', () => {
  it('renders a text whose tags stand for elements, the tag holding its words', () => {
    render(<Hero />);
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent("Every card's deal, now in your hands");
    expect(heading.querySelector('mark')).toHaveTextContent('your hands');
  });

  it('fills values in; a self-closing tag is its element, a tag without one keeps its words', () => {
    // A stand-in `t` with a text of its own, so every kind of tag is in one sentence.
    const t = ((_key: string, values?: { name?: string }) =>
      `Hi <b>${values?.name ?? ''}</b>,<br/> see <x>this</x>`) as TFunction;
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="retry"
          values={{ name: 'Ayesha' }}
          components={{ b: <strong />, br: <br /> }}
        />
      </p>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Ayesha');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('x')).toBeNull();
    expect(container).toHaveTextContent('Hi Ayesha, see this');
  });

  it("leaves a component alone when another namespace's texts arrive", () => {
    const onRender = vi.fn();
    function Trending() {
      const { t } = useTranslation('landing');
      return <p>{t('trending')}</p>;
    }
    render(
      <Profiler id="trending" onRender={onRender}>
        <Trending />
      </Profiler>,
    );
    const commits = onRender.mock.calls.length;
    act(() => i18n.add('en', 'about', about));
    expect(onRender).toHaveBeenCalledTimes(commits);
  });

  it('renders again in the new language when it changes', async () => {
    render(<Banks count={3} />);
    expect(screen.getByText('3 banks')).toBeInTheDocument();
    await act(() => loadLanguage('ur'));
    expect(screen.queryByText('3 banks')).toBeNull();
    expect(screen.getByText('3 بینک')).toBeInTheDocument();
    await act(() => loadLanguage('en'));
    expect(screen.getByText('3 banks')).toBeInTheDocument();
  });
});
