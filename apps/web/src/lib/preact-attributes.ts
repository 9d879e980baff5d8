import { options } from 'preact';

/**
 * The build runs on Preact (vite.config.ts, decision 00XX-landing-first-load), which writes a prop as
 * the element's DOM property when it has one. `translate` is a boolean property, so the walk marks'
 * `translate="no"` (decision 0073) became translate="yes" on every element the browser drew; as
 * `false`, the property writes translate="no". Imported by main.tsx only: the server's renderer
 * writes the attribute as given, and React (`vite dev`, the unit tests) never reads Preact's options.
 */
const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && props.translate === 'no') props.translate = false;
  previous?.(vnode);
};
