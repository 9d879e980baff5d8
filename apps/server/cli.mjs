// npm run db:backup / db:restore / admin:create (scripts of this package): the command built to dist/
// where there are no sources (the production image, decision 0054), else its source through tsx
// (development, where dist/ may be older than the code).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const source = path.join(import.meta.dirname, 'src/cli', `${name}.ts`);
const built = path.join(import.meta.dirname, 'dist', `${name}.js`);
// The command reads its own arguments from process.argv.
process.argv = [process.argv[0], existsSync(source) ? source : built, ...args];
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(source).href);
} else {
  await import(pathToFileURL(built).href);
}
