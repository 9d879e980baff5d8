import { parseArgs } from 'node:util';
import { startMailPreview } from '../adapters/mail/preview.tsx';

// npm run mail:preview [-- --port 3999]: every mail with sample data, in a browser. Restarts when a template changes (node --watch).
const { values } = parseArgs({ options: { port: { type: 'string', default: '3999' } } });
const { url } = await startMailPreview(Number(values.port));
console.log(`Mail preview: ${url} (Ctrl+C stops it)`);
