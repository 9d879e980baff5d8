/**
 * The settings row that marks a database as demo-seeded (seed/demo.ts writes it). Here, below the
 * modules, because the content module reads it too: a demo database shows the seeds' sample
 * content, any other leaves its placeholders out (issue 26 §8).
 */
export const DEMO_MARKER = 'demo_seeded';
