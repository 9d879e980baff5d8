import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, nameField, newPasswordField } from '@tlt/shared/fields';
import { loadConfig } from '../config.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open.ts';
import { ensureAdmin } from '../modules/user-record/service.ts';

// npm run admin:create -- --email E --password P --name N
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string', default: 'Admin' } },
});
const parsed = z.object({ email: emailField, password: newPasswordField, name: nameField }).safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error('Usage: npm run admin:create -- --email E --password P --name N');
  process.exit(64);
}
const database = await openDatabase(loadConfig()).catch((err: unknown) => {
  // The embedded database while the server runs: say what to do instead of a stack.
  if (!(err instanceof DataDirBusyError)) throw err;
  console.error(`${err.message}\nOr let the server make the admin: start it with ADMIN_EMAIL and ADMIN_PASSWORD set.`);
  process.exit(1);
});
try {
  const { created } = await ensureAdmin(database.db, parsed.data);
  console.log(created ? `Admin ${parsed.data.email} created.` : `${parsed.data.email} already exists; left unchanged.`);
  process.exitCode = created ? 0 : 1;
} finally {
  await database.close();
}
