// The server's text/event-stream read frame by frame: one reader for the API tests (test/sse.ts) and
// the production rehearsal (scripts/rehearsal/http.mjs), which runs on plain node and so cannot import TypeScript.

/** One frame (the lines before a blank line): its event, id and data (lines joined), or a comment (`: ping`). */
export function parseFrame(block) {
  const f = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) f.comment = line.slice(1).trim();
    else {
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'event' || field === 'id') f[field] = value;
      if (field === 'data') f.data = f.data === undefined ? value : `${f.data}\n${value}`;
    }
  }
  return f;
}

/** Reads `body` to its end (or until its fetch is aborted), handing over the frames each chunk completes. */
export async function readFrames(body, onFrames) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const frames = [];
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        frames.push(parseFrame(buffer.slice(0, cut)));
        buffer = buffer.slice(cut + 2);
      }
      onFrames(frames);
    }
  } catch {
    // aborted by close()
  }
}
