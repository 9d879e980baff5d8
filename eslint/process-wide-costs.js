// Imports that put a cost on every request of the server's process (docs/decisions/0035):
// on Node 20 the first AsyncLocalStorage.run turns on promise hooks for the whole process, and
// React's Node renderers run each render inside one. Tests may use them; the app's code may not.
const MESSAGE = 'On Node 20 AsyncLocalStorage turns on promise hooks for the whole process (decision 0035): pass the value along instead';
const REACT_NODE = "React's Node renderer runs every render in an AsyncLocalStorage (decision 0035): import its .browser build";

export const processWideCosts = {
  files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: [
        { name: 'async_hooks', message: MESSAGE },
        { name: 'node:async_hooks', message: MESSAGE },
        { name: 'react-dom/server', message: REACT_NODE },
        { name: 'react-dom/server.node', message: REACT_NODE },
        { name: 'react-dom/static', message: REACT_NODE },
        { name: 'react-dom/static.node', message: REACT_NODE },
      ],
    }],
  },
};
