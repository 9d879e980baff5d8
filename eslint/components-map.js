// Which web components/ folder may import which (issue 29 §2). Same idea as the server's module map
// (eslint/module-map.js): one object, lint builds its zones from it (eslint/boundaries.js), and a ladder
// has no cycles, so two folders never import each other. A folder missing here may import no other
// folder until it is added. Files directly in components/ (consent-prompt.tsx, ...) sit above every folder.
import { floorsOf } from './module-map.js';

/** components/<folder> → the components/ folders it may import. */
export const componentsMap = {
  admin: ['ui'],
  'app-promo': [],
  calculator: ['ui'],
  'chart-images': ['ui'],
  community: ['calculator', 'layout', 'notifications', 'ui'],
  courses: ['ui'],
  layout: ['calculator', 'notifications', 'ui'],
  notifications: [],
  plans: ['ui'],
  ui: [],
};

// Throws at load (so lint fails) when an edit makes the map circular.
floorsOf(componentsMap);
