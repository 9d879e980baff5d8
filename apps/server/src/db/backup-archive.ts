import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * One backup is one plain tar (docs/decisions/0049-backups.md): `manifest.json` first, then the
 * database dump, then the few DATA_DIR files the site needs (vapid.json), then `uploads/images/…`.
 * Every entry is checked on reading: the dump and the files against the manifest's sha256, each
 * image against its key (the sha256 of its bytes), and the counts against the manifest.
 */
export const MANIFEST = 'manifest.json';
export const BACKUP_FORMAT = 'the-lazy-trader-backup';
export const BACKUP_FORMAT_VERSION = 1;
const IMAGE_ENTRY = /^uploads\/(images\/([0-9a-f]{64})\.(?:webp|png|jpg))$/;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const FileEntry = z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: Sha256 });

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The app that wrote it: its package version (when it has one) and its last database migration. */
  app: z.object({ version: z.string().nullable(), migration: z.string().nullable() }),
  database: FileEntry.extend({
    kind: z.enum(['pglite', 'postgres']),
    /** pglite: PGlite's own data directory tarball (dumpDataDir, gzip); postgres: pg_dump --format=custom. */
    dump: z.enum(['pglite-datadir', 'pg_dump-custom']),
  }),
  counts: z.object({ users: z.number().int(), members: z.number().int(), posts: z.number().int(), images: z.number().int() }),
  /** Where the uploaded images are: in this file (`uploads/`), or in the S3 bucket named (not in this file). */
  images: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local') }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), endpoint: z.string().nullable(), note: z.string() }),
  ]),
  /** DATA_DIR files kept beside the database (the generated Web Push keys). */
  files: z.array(FileEntry),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A backup that cannot be used: damaged, foreign, or not for this setup. The message says which. */
export class BackupError extends Error {}

export interface PackParts {
  manifest: Manifest;
  /** The database dump, already on disk (its size and sha256 are in the manifest). */
  databaseFile: string;
  files: { name: string; bytes: Buffer }[];
  /** Absolute paths of image files, each `<uploads>/images/<key>`. */
  images: { key: string; file: string }[];
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Writes the archive to `out`; resolves once all of it is written. */
export async function packBackup(out: Writable, parts: PackParts): Promise<void> {
  const pack = tar.pack();
  const done = pipeline(pack as unknown as Readable, out);
  const addFile = (name: string, file: string, size: number) => new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
    fs.createReadStream(file).on('error', reject).pipe(entry as unknown as Writable);
  });
  const addBytes = (name: string, bytes: Buffer) => new Promise<void>((resolve, reject) => {
    pack.entry({ name, mode: 0o600 }, bytes, (err) => (err ? reject(err) : resolve()));
  });
  try {
    await addBytes(MANIFEST, Buffer.from(JSON.stringify(parts.manifest, null, 2)));
    await addFile(parts.manifest.database.name, parts.databaseFile, parts.manifest.database.bytes);
    for (const f of parts.files) await addBytes(f.name, f.bytes);
    for (const image of parts.images) {
      const { size } = await fs.promises.stat(image.file);
      await addFile(`uploads/${image.key}`, image.file, size);
    }
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
  }
  await done;
}

export interface Unpacked {
  manifest: Manifest;
  /** Where the database dump was written. */
  databaseFile: string;
  /** DATA_DIR files by name, checked. */
  files: Map<string, Buffer>;
  /** Image keys written under `<into>/uploads/`. */
  images: string[];
}

const damaged = (why: string) => new BackupError(`The backup file is damaged (${why}); use another copy.`);
const FOREIGN = 'This is not a backup made by `npm run db:backup` (no manifest of The Lazy Trader at its start).';

/**
 * Reads and checks a whole archive. With `into`, writes the database dump to `<into>/<its name>` and
 * the images to `<into>/uploads/images/`; without, only checks (every byte is read either way).
 */
export async function unpackBackup(file: string, into?: string): Promise<Unpacked> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract as unknown as Writable);
  let manifest: Manifest | undefined;
  let databaseFile = '';
  let sawDatabase = false;
  const files = new Map<string, Buffer>();
  const images: string[] = [];
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST) throw new BackupError(FOREIGN);
        manifest = parseManifest(await readAll(entry));
        continue;
      }
      if (name === manifest.database.name) {
        databaseFile = into ? path.join(into, name) : '';
        const { sha, bytes } = await drain(entry, databaseFile || undefined);
        if (sha !== manifest.database.sha256 || bytes !== manifest.database.bytes) throw damaged('the database dump does not match its checksum');
        sawDatabase = true;
        continue;
      }
      const listed = manifest.files.find((f) => f.name === name);
      if (listed) {
        const bytes = await readAll(entry);
        if (sha256(bytes) !== listed.sha256) throw damaged(`${name} does not match its checksum`);
        files.set(name, bytes);
        continue;
      }
      const image = IMAGE_ENTRY.exec(name);
      if (!image) throw damaged(`an unexpected entry: ${name}`);
      const target = into ? path.join(into, 'uploads', image[1]) : undefined;
      if (target) await fs.promises.mkdir(path.dirname(target), { recursive: true });
      if ((await drain(entry, target)).sha !== image[2]) throw damaged(`image ${image[1]} does not match its name`);
      images.push(image[1]);
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    // tar-stream's own refusals: a bad header checksum, a file cut short, not a tar at all.
    throw manifest ? damaged((err as Error).message) : new BackupError(FOREIGN);
  } finally {
    source.destroy();
  }
  if (!manifest) throw new BackupError(FOREIGN);
  if (!sawDatabase) throw damaged('the database dump is missing');
  const missing = manifest.files.filter((f) => !files.has(f.name)).map((f) => f.name);
  if (missing.length) throw damaged(`missing ${missing.join(', ')}`);
  if (manifest.images.storage === 'local' && images.length !== manifest.counts.images)
    throw damaged(`${images.length} of ${manifest.counts.images} images`);
  return { manifest, databaseFile, files, images };
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(FOREIGN);
  }
  const head = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() }).safeParse(json);
  if (!head.success) throw new BackupError(FOREIGN);
  if (head.data.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(`This backup is of format ${head.data.formatVersion}; this version of the app reads format ${BACKUP_FORMAT_VERSION}.`);
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw damaged('its manifest is incomplete');
  return parsed.data;
}

async function readAll(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of entry) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** Reads an entry to its end, hashing it, and writes it to `target` when given. */
async function drain(entry: AsyncIterable<unknown>, target?: string): Promise<{ sha: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const out = target ? fs.createWriteStream(target, { mode: 0o600 }) : undefined;
  try {
    for await (const chunk of entry) {
      const c = chunk as Uint8Array;
      hash.update(c);
      bytes += c.length;
      if (out && !out.write(c)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
  } finally {
    if (out) await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  return { sha: hash.digest('hex'), bytes };
}
