import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { renderRoutes } from '../../../test/render.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('landing page', () => {
  async function renderLanding() {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: /99% of traders lose money/ });
  }

  it('has one banner landmark outside one main landmark', async () => {
    await renderLanding();
    const banners = screen.getAllByRole('banner');
    const mains = screen.getAllByRole('main');
    expect(banners).toHaveLength(1);
    expect(mains).toHaveLength(1);
    expect(mains[0]).not.toContainElement(banners[0]);
    expect(banners[0]).not.toContainElement(mains[0]);
    expect(mains[0]).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('floats the header over the hero, then sticks it once scrolled past its height', async () => {
    await renderLanding();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveClass('absolute');
    expect(banner).not.toHaveClass('fixed');
    // jsdom lays nothing out, so the header measures 0 px high.
    await act(async () => scrollWindowTo(200));
    expect(banner).toHaveClass('fixed');
    expect(banner).not.toHaveClass('absolute');
    await act(async () => scrollWindowTo(0));
    expect(banner).toHaveClass('absolute');
  });
});
