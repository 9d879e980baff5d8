import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { TRADING_QUOTES } from '@tlt/shared/trading-quotes';
import { QUOTES_AUTOPLAY_MS, QuotesCarousel, REDUCED_MOTION_QUERY } from './quotes-carousel.tsx';

const n = TRADING_QUOTES.length;

function setup() {
  render(<QuotesCarousel />);
  const carousel = screen.getByRole('region', { name: 'Trading wisdom' });
  const current = () => {
    const slide = carousel.querySelector('[aria-current="true"]') as HTMLElement;
    return Number(slide.getAttribute('aria-label')?.split(' of ')[0]) - 1;
  };
  const live = () => carousel.querySelector('[aria-live]')?.getAttribute('aria-live');
  return { carousel, current, live };
}

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === REDUCED_MOTION_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.useRealTimers());

describe('quotes carousel', () => {
  it('starts at a random quote', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { carousel, current } = setup();
    expect(current()).toBe(Math.floor(n / 2));
    const shown = within(carousel).getByRole('group', { name: `${Math.floor(n / 2) + 1} of ${n}` });
    expect(shown).toHaveTextContent(TRADING_QUOTES[Math.floor(n / 2)].text);
    expect(shown).toHaveTextContent(TRADING_QUOTES[Math.floor(n / 2)].author);
  });

  it('starts elsewhere for another random draw', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    expect(setup().current()).toBe(n - 1);
  });

  it('moves on every 15 seconds, looping, quietly for screen readers', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    const { current, live } = setup();
    expect(current()).toBe(n - 1);
    expect(live()).toBe('off');
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS - 1));
    expect(current()).toBe(n - 1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS));
    expect(current()).toBe(1);
  });

  it('pauses with its button and while the pointer is over it, then announces changes', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { carousel, current, live } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pause quotes' }));
    expect(live()).toBe('polite');
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS * 3));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next quote' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous quote' }));
    expect(current()).toBe(n - 1);

    fireEvent.click(screen.getByRole('button', { name: 'Play quotes' }));
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS));
    expect(current()).toBe(n - 1);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS));
    expect(current()).toBe(0);
  });

  it('stops while keyboard focus is inside, except on its own play button', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { current } = setup();
    act(() => screen.getByRole('button', { name: 'Next quote' }).focus());
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS));
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Pause quotes' }).focus());
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS));
    expect(current()).toBe(1);
  });

  it('does not play for readers who prefer reduced motion', () => {
    vi.useFakeTimers();
    preferReducedMotion();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { current, live } = setup();
    expect(live()).toBe('polite');
    expect(screen.queryByRole('button', { name: 'Pause quotes' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(QUOTES_AUTOPLAY_MS * 2));
    expect(current()).toBe(0);
  });
});

describe('quotes carousel in Hindi (issue 30 §8)', () => {
  it('tells a screen reader it is a carousel of slides in Hindi', async () => {
    await activateLocale('hi');
    try {
      const { container } = render(<QuotesCarousel />);
      expect(container.querySelector('section')).toHaveAttribute('aria-roledescription', 'कैरोसेल');
      const slides = container.querySelectorAll('[role="group"]');
      expect(slides.length).toBe(n);
      for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'स्लाइड');
    } finally {
      await activateLocale('en');
    }
  });
});
