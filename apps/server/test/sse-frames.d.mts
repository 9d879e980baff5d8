export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  /** A comment line (`: ping`). */
  comment?: string;
}
export function parseFrame(block: string): SseFrame;
export function readFrames(body: ReadableStream<Uint8Array>, onFrames: (frames: SseFrame[]) => void): Promise<void>;
