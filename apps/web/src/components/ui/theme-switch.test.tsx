import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from './theme-switch.tsx';

const themeCookie = () => /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie)?.[1];
const html = document.documentElement;

afterEach(() => {
  document.cookie = 'theme=; Path=/; Max-Age=0';
  html.removeAttribute('data-theme');
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

describe('ThemeSwitch', () => {
  it('is a labelled group of System, Light and Dark; System when nothing is chosen', () => {
    render(<ThemeSwitch tone="surface" />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('choosing Dark sets the cookie for a year and <html data-theme>, with the dark bar colour, at once', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch tone="navy" />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(themeCookie()).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect([...document.querySelectorAll('meta[name="theme-color"]')].map((m) => [m.getAttribute('content'), m.getAttribute('media')]))
      .toEqual([['#050b18', null]]);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('keeps the choice: a switch drawn later (the next page, the side menu) shows it, and both move together', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch tone="navy" />);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    cleanup();
    render(<><ThemeSwitch tone="navy" /><ThemeSwitch tone="surface" /></>);
    const [footer, menu] = screen.getAllByRole('group', { name: 'Theme' });
    expect(within(footer).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(menu).getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(within(menu).getByRole('radio', { name: 'Dark' }));
    expect(within(footer).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('back to System: the cookie and the attribute go, and the bar colours follow the system again', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch tone="surface" />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(themeCookie()).toBeUndefined();
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect([...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('media')))
      .toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });
});
