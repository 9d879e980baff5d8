import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { activateLocale } from '../../lib/i18n.ts';
import { StepIndicator } from './step-indicator.tsx';

afterEach(() => activateLocale('en'));

// Issue 30 §8: what a screen reader hears of a wizard's steps, in the page's language.
describe('StepIndicator', () => {
  it('names the list and a done step in English, and in Hindi on a Hindi page', async () => {
    const { unmount } = render(<StepIndicator labels={['One', 'Two']} current={1} />);
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('(done)');
    unmount();
    await activateLocale('hi');
    render(<StepIndicator labels={['पहला', 'दूसरा']} current={1} />);
    expect(screen.getByRole('list', { name: 'चरण' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('(पूरा)');
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('done');
  });
});
