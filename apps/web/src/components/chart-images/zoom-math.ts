/**
 * The full-size chart viewer's zoom as plain numbers (decision 0020). A view is a scale and an
 * offset of the image's centre from the stage's centre, in CSS pixels; every point is measured
 * from the stage's centre too. The image is laid out centred and fitted, so scale 1 shows it whole.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The stage and the image as laid out at scale 1. */
export interface Box {
  stageWidth: number;
  stageHeight: number;
  imageWidth: number;
  imageHeight: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 6;
/** A double tap on a fitted chart zooms to this; on a zoomed one it fits again. */
export const DOUBLE_TAP_SCALE = 2.5;
/** One press of Zoom in / Zoom out. */
export const ZOOM_STEP = 1.5;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const clampScale = (scale: number) => clamp(Number.isFinite(scale) ? scale : 1, 1, MAX_SCALE);

/** Keeps the image covering the stage where it is larger than it, and centred where it is not. */
export function clampView(v: View, box: Box): View {
  const scale = clampScale(v.scale);
  const maxX = Math.max(0, (scale * box.imageWidth - box.stageWidth) / 2);
  const maxY = Math.max(0, (scale * box.imageHeight - box.stageHeight) / 2);
  return { scale, x: clamp(v.x, -maxX, maxX) || 0, y: clamp(v.y, -maxY, maxY) || 0 };
}

/** Zooms to `scale` keeping the image point under `focal` where it is. */
export function zoomAbout(v: View, scale: number, focal: Point, box: Box): View {
  const next = clampScale(scale);
  const k = next / v.scale;
  return clampView({ scale: next, x: focal.x - k * (focal.x - v.x), y: focal.y - k * (focal.y - v.y) }, box);
}

export interface Pinch {
  mid: Point;
  distance: number;
}

export function pinchOf(a: Point, b: Point): Pinch {
  return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}

/**
 * Two fingers that started at `from` on `start` are now at `to`: the spread scales, and the point
 * that was between them stays between them (so moving both fingers pans).
 */
export function pinchView(start: View, from: Pinch, to: Pinch, box: Box): View {
  if (from.distance <= 0) return start;
  const scale = clampScale((start.scale * to.distance) / from.distance);
  const k = scale / start.scale;
  return clampView({ scale, x: to.mid.x - k * (from.mid.x - start.x), y: to.mid.y - k * (from.mid.y - start.y) }, box);
}

/** One finger (or the mouse) dragged by `delta` from where a zoomed chart was. */
export function panView(start: View, delta: Point, box: Box): View {
  return clampView({ scale: start.scale, x: start.x + delta.x, y: start.y + delta.y }, box);
}

/** A double tap: into DOUBLE_TAP_SCALE at the tap, or back to fit. */
export function toggleZoom(v: View, at: Point, box: Box): View {
  return v.scale > 1.01 ? FIT : zoomAbout(v, DOUBLE_TAP_SCALE, at, box);
}
