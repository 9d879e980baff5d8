import { options } from 'preact';

/**
 * The server's renderer runs on Preact (vite.config.ts, decision 0083-landing-first-load). preact/compat
 * turns `translate="no"` into `translate={false}` for the browser (the DOM property writes "no"), and
 * preact-render-to-string writes no attribute for false: the walk marks of decision 0073 were missing
 * from every server-drawn page. After compat's hook, this puts the attribute's "no" back.
 * Imported by entry-server.tsx only.
 */
const previous = options.vnode;
options.vnode = (vnode) => {
  previous?.(vnode);
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && props.translate === false) props.translate = 'no';
};
