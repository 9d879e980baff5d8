import { options } from 'preact';

/** SVG elements a walk mark may sit on (the dashboard's axis labels); none of these names is an HTML element. */
const SVG_TAGS = new Set(['svg', 'g', 'text', 'tspan', 'textPath']);

/**
 * The build runs on Preact (vite.config.ts, decision 0083-landing-first-load), and preact/compat turns
 * `translate="no"` into `translate={false}`. In the browser an HTML element then gets the DOM property
 * false, which writes "no"; but an SVG element has no such property, and Preact removes an attribute
 * whose value is false, so an axis label lost its mark. preact-render-to-string writes nothing for
 * false either. After compat's hook this puts the attribute's "no" back: on every element in the
 * server's renderer (`everywhere`), on SVG elements in the browser. The walk marks of decision 0073.
 */
export function keepTranslateNo(where: 'everywhere' | 'svg'): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    previous?.(vnode);
    const props = vnode.props as Record<string, unknown> | null;
    if (typeof vnode.type !== 'string' || !props || props.translate !== false) return;
    if (where === 'everywhere' || SVG_TAGS.has(vnode.type)) props.translate = 'no';
  };
}
