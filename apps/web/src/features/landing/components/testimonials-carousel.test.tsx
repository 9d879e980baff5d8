import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n.ts';
import userEvent from '@testing-library/user-event';
import { TESTIMONIALS_SEED } from '@tlt/shared/content/landing';
import TestimonialsCarousel, { CAROUSEL_OPTIONS } from './testimonials-carousel.tsx';

describe('testimonials carousel', () => {
  function setup() {
    const user = userEvent.setup();
    render(<TestimonialsCarousel items={TESTIMONIALS_SEED.items} label={TESTIMONIALS_SEED.heading} />);
    const carousel = screen.getByRole('region', { name: TESTIMONIALS_SEED.heading });
    const slides = within(carousel).getAllByRole('group');
    const current = () => slides.findIndex((s) => s.getAttribute('aria-current') === 'true');
    return { user, carousel, slides, current };
  }

  it('shows 9 testimonials as 3 slides of 3, each with photo, quote, name, position and location', () => {
    const { slides } = setup();
    expect(TESTIMONIALS_SEED.items).toHaveLength(9);
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(within(slide).getAllByRole('figure')).toHaveLength(3);
    const first = TESTIMONIALS_SEED.items[0];
    const card = within(slides[0]).getAllByRole('figure')[0];
    expect(card).toHaveTextContent(first.quote);
    expect(card).toHaveTextContent(first.name);
    expect(card).toHaveTextContent(first.position);
    expect(card).toHaveTextContent(first.location);
    expect(card.querySelector('img')).toHaveAttribute('src', first.photo);
  });

  it('moves with named arrow buttons and the keyboard arrows, looping, with no autoplay or swiping', async () => {
    const { user, carousel, current } = setup();
    expect(CAROUSEL_OPTIONS).toMatchObject({ loop: true, watchDrag: false });
    expect(within(carousel).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous testimonials',
      'Next testimonials',
    ]);
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(current()).toBe(2);
    // The arrow keys work from either arrow button (the region itself is no extra Tab stop).
    screen.getByRole('button', { name: 'Next testimonials' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe(2);
  });
});

describe('testimonials carousel in Hindi (issue 30 §8)', () => {
  it('tells a screen reader it is a carousel of slides in Hindi', async () => {
    await activateLocale('hi');
    try {
      render(<TestimonialsCarousel items={TESTIMONIALS_SEED.items} label="प्रशंसापत्र" />);
      const carousel = screen.getByRole('region', { name: 'प्रशंसापत्र' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'कैरोसेल');
      for (const slide of within(carousel).getAllByRole('group')) expect(slide).toHaveAttribute('aria-roledescription', 'स्लाइड');
    } finally {
      await activateLocale('en');
    }
  });

  it('says "carousel" and "slide" on English pages', () => {
    render(<TestimonialsCarousel items={TESTIMONIALS_SEED.items} label={TESTIMONIALS_SEED.heading} />);
    const carousel = screen.getByRole('region', { name: TESTIMONIALS_SEED.heading });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'slide');
  });
});
