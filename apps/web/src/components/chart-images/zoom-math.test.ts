import { describe, expect, it } from 'vitest';
import { clampView, FIT, MAX_SCALE, panView, pinchOf, pinchView, toggleZoom, zoomAbout, type Box } from './zoom-math.ts';

// A 400×300 chart fitted in a 400×800 phone stage.
const box: Box = { stageWidth: 400, stageHeight: 800, imageWidth: 400, imageHeight: 300 };

describe('chart zoom', () => {
  it('zooms about a point, keeping the chart point under it in place', () => {
    const v = zoomAbout(FIT, 2, { x: 100, y: 50 }, box);
    expect(v.scale).toBe(2);
    // The point 100 px right of centre was chart point (100, 50) at scale 1; at scale 2 it sits at x + 2·100.
    expect(v.x + 2 * 100).toBeCloseTo(100);
    // Vertically the chart (600 px tall at 2×) still fits the 800 px stage, so it stays centred.
    expect(v.y).toBe(0);
  });

  it('never zooms out past fit nor in past the maximum', () => {
    expect(zoomAbout(FIT, 0.2, { x: 0, y: 0 }, box)).toEqual(FIT);
    expect(zoomAbout(FIT, 50, { x: 0, y: 0 }, box).scale).toBe(MAX_SCALE);
  });

  it('keeps a zoomed chart covering the stage where it is wider than it', () => {
    // At 2× the chart is 800 px wide in a 400 px stage: it may move 200 px either way, no further.
    expect(clampView({ scale: 2, x: 999, y: 999 }, box)).toEqual({ scale: 2, x: 200, y: 0 });
    expect(panView({ scale: 2, x: 0, y: 0 }, { x: -150, y: 40 }, box)).toEqual({ scale: 2, x: -150, y: 0 });
  });

  it('scales with the fingers’ spread and pans with their midpoint', () => {
    const from = pinchOf({ x: -50, y: 0 }, { x: 50, y: 0 });
    const spread = pinchView(FIT, from, pinchOf({ x: -100, y: 0 }, { x: 100, y: 0 }), box);
    expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
    const moved = pinchView(FIT, from, pinchOf({ x: -60, y: 0 }, { x: 140, y: 0 }), box);
    expect(moved.scale).toBe(2);
    expect(moved.x).toBeCloseTo(40);
  });

  it('a double tap zooms in at the tap, a second one fits again', () => {
    const zoomed = toggleZoom(FIT, { x: 80, y: 0 }, box);
    expect(zoomed.scale).toBeGreaterThan(1);
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, box)).toEqual(FIT);
  });
});
