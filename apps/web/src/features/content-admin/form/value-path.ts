/** Paths into a content value ("team.members.0.name" as ['team', 'members', 0, 'name']) and immutable edits. */
export type Path = readonly (string | number)[];

export const pathKey = (path: Path) => path.join('.');

export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const p of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[p] : undefined;
  return v;
}

/** A copy of `value` with `next` at `path`; only the containers along the path are copied. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  // A missing list is made as one (a Hindi draft has only the items given a Hindi text so far).
  if (Array.isArray(value) || ((value === undefined || value === null) && typeof head === 'number')) {
    const copy = Array.isArray(value) ? [...value] : [];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  return { ...obj, [head]: setAt(obj[head], rest, next) };
}

/** A list with item `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/**
 * A list's Hindi after its English list's item `from` moved to `to`, or was removed (`to` null):
 * the Hindi may be shorter or missing (items with no Hindi), so it is padded to the English length first.
 */
export function movedBeside(hi: unknown, length: number, from: number, to: number | null): unknown[] {
  const list = Array.from({ length }, (_, i) => (Array.isArray(hi) ? hi[i] : undefined) ?? null);
  return to === null ? list.filter((_, n) => n !== from) : moved(list, from, to);
}
