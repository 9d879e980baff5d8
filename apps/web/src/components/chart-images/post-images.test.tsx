import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostImages } from './post-images.tsx';

const transformOf = () => (screen.getByRole('img', { name: /^Chart \d$/ }) as HTMLImageElement).style.transform;

describe('chart images full size', () => {
  it('opens a chart full size and zooms it with the buttons, back to fit', async () => {
    const user = userEvent.setup();
    render(<PostImages images={['/uploads/a.webp', '/uploads/b.webp']} title="Two charts" />);
    await user.click(screen.getByRole('button', { name: 'View chart 2 of 2 large' }));
    expect(screen.getByRole('img', { name: 'Chart 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(transformOf()).toContain('scale(1.5)');
    await user.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(transformOf()).toContain('scale(1)');
  });

  it('zooms with a two-finger pinch and opens the next chart fitted', async () => {
    const user = userEvent.setup();
    render(<PostImages images={['/uploads/a.webp', '/uploads/b.webp']} title="Two charts" />);
    await user.click(screen.getByRole('button', { name: 'View chart 1 of 2 large' }));
    const stage = screen.getByTestId('chart-zoom-stage');
    stage.setPointerCapture = vi.fn();
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', pointerId: number, clientX: number) =>
      fireEvent[type](stage, { pointerId, clientX, clientY: 0, pointerType: 'touch' });
    touch('pointerDown', 1, 100);
    touch('pointerDown', 2, 120);
    touch('pointerMove', 2, 160);
    expect(transformOf()).toContain('scale(3)');
    touch('pointerUp', 2, 160);
    touch('pointerUp', 1, 100);
    await user.click(screen.getByRole('button', { name: 'Next chart' }));
    expect(screen.getByRole('img', { name: 'Chart 2' }).style.transform).toContain('scale(1)');
  });
});
