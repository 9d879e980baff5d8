import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { FIT, panView, pinchOf, pinchView, toggleZoom, zoomAbout, ZOOM_STEP, type Box, type Pinch, type Point, type View } from './zoom-math.ts';

/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A press that moves less than this is a tap. */
const TAP_SLOP_PX = 10;
/** A fitted chart swiped this far sideways, mostly sideways, shows the next or previous one. */
const SWIPE_PX = 60;

type Gesture =
  | { kind: 'pinch'; start: View; from: Pinch }
  | { kind: 'pan'; start: View; origin: Point; moved: number };

/**
 * Pinch, drag, double tap and wheel zoom for the full-size chart viewer (decision 0020). The stage
 * takes `touch-action: none`, so a phone hands both fingers to us instead of zooming the page; the
 * transform is applied to the image only. Zoom in, Zoom out and Fit give keyboards and mice the same.
 */
export function usePinchZoom({ onSwipe }: { onSwipe?: (direction: 1 | -1) => void } = {}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [view, setViewState] = useState<View>(FIT);
  const [gesturing, setGesturing] = useState(false);
  const viewRef = useRef<View>(FIT);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const setView = useCallback((next: View) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  const box = useCallback((): Box => {
    const stage = stageRef.current?.getBoundingClientRect();
    const image = imageRef.current;
    return {
      stageWidth: stage?.width ?? 0,
      stageHeight: stage?.height ?? 0,
      imageWidth: image?.offsetWidth ?? 0,
      imageHeight: image?.offsetHeight ?? 0,
    };
  }, []);

  /** A pointer's place, measured from the stage's centre. */
  const local = useCallback((e: { clientX: number; clientY: number }): Point => {
    const r = stageRef.current?.getBoundingClientRect();
    if (!r) return { x: 0, y: 0 };
    return { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
  }, []);

  const startGesture = useCallback(() => {
    const points = [...pointers.current.values()];
    if (points.length >= 2) gesture.current = { kind: 'pinch', start: viewRef.current, from: pinchOf(points[0], points[1]) };
    else if (points.length === 1) gesture.current = { kind: 'pan', start: viewRef.current, origin: points[0], moved: 0 };
    else gesture.current = null;
    setGesturing(gesture.current !== null);
  }, []);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      pointers.current.set(e.pointerId, local(e));
      startGesture();
    },
    [local, startGesture],
  );

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.has(e.pointerId)) return;
      const point = local(e);
      pointers.current.set(e.pointerId, point);
      const g = gesture.current;
      if (g?.kind === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (a && b) setView(pinchView(g.start, g.from, pinchOf(a, b), box()));
      } else if (g?.kind === 'pan') {
        const delta = { x: point.x - g.origin.x, y: point.y - g.origin.y };
        g.moved = Math.max(g.moved, Math.hypot(delta.x, delta.y));
        if (g.start.scale > 1) setView(panView(g.start, delta, box()));
      }
    },
    [box, local, setView],
  );

  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.has(e.pointerId)) return;
      const point = local(e);
      pointers.current.delete(e.pointerId);
      const g = gesture.current;
      if (g?.kind === 'pan' && pointers.current.size === 0 && e.type === 'pointerup') {
        const dx = point.x - g.origin.x;
        const dy = point.y - g.origin.y;
        if (g.moved < TAP_SLOP_PX) {
          const last = lastTap.current;
          const now = e.timeStamp;
          if (last && now - last.at < DOUBLE_TAP_MS && Math.hypot(point.x - last.point.x, point.y - last.point.y) < DOUBLE_TAP_PX) {
            lastTap.current = null;
            setView(toggleZoom(viewRef.current, point, box()));
          } else lastTap.current = { at: now, point };
        } else if (g.start.scale <= 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
          onSwipe?.(dx < 0 ? 1 : -1);
        }
      }
      // Lifting one of two fingers goes on as a drag from where the pinch left the chart.
      startGesture();
    },
    [box, local, onSwipe, setView, startGesture],
  );

  // A wheel (or a trackpad pinch, which browsers send as a wheel with ctrlKey) zooms at the pointer.
  // React's wheel listener is passive, so this one is added by hand to be allowed to preventDefault.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const pixels = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      const v = viewRef.current;
      setView(zoomAbout(v, v.scale * Math.exp(-pixels * (e.ctrlKey ? 0.01 : 0.0015)), local(e), box()));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [box, local, setView]);

  const zoomBy = useCallback(
    (factor: number) => setView(zoomAbout(viewRef.current, viewRef.current.scale * factor, { x: 0, y: 0 }, box())),
    [box, setView],
  );
  const reset = useCallback(() => {
    pointers.current.clear();
    gesture.current = null;
    lastTap.current = null;
    setGesturing(false);
    setView(FIT);
  }, [setView]);

  const style: CSSProperties = {
    transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})`,
    // Follow the fingers exactly; animate only the jumps (double tap, buttons, fit).
    transition: gesturing ? 'none' : 'transform 180ms ease-out',
  };

  return {
    stageRef,
    imageRef,
    view,
    style,
    zoomed: view.scale > 1.01,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    reset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
