import type { QueryClient } from '@tanstack/react-query';
import { handleSessionExpired, handleSubscriptionExpired } from '../session-expiry.ts';
import { applyLiveEvent } from './apply-live-event.ts';
import { browserChannel, electLeader, type ElectionDeps } from './leader-election.ts';
import type { LiveEvent } from './live-event.ts';
import { setLive } from './live-status.ts';
import { openStream, type StreamHandle, type StreamOptions } from './stream-client.ts';

/** What the leader tab tells the others over BroadcastChannel, and what a new tab asks. */
export type RelayMessage =
  | { type: 'event'; event: LiveEvent }
  | { type: 'status'; open: boolean }
  | { type: 'ask' };

export interface LiveSessionOptions {
  userId: string;
  token: string;
  queryClient: QueryClient;
}

export interface LiveSessionDeps extends ElectionDeps {
  openStream?: (options: StreamOptions) => StreamHandle;
  /** Whether this tab is on screen (document.visibilityState). */
  visible?: () => boolean;
  /** Told whether the stream is open (live-status.ts `setLive`: the badge stops polling). */
  onLive?: (open: boolean) => void;
}

/**
 * This tab's part in the browser's one live stream for this user: the leader tab (leader-election.ts)
 * holds the stream and relays each event to the other tabs; every tab applies each event to its own
 * query cache. A tab that takes over starts from the last notification it saw, so the server
 * replays what arrived during the handover. Answers the function that stops (logout, unmount).
 */
export function startLiveSession({ userId, token, queryClient }: LiveSessionOptions, deps: LiveSessionDeps = {}): () => void {
  // Keyed by user: tabs signed in as someone else (sessionStorage sessions) have a stream of their own.
  const name = `tlt-live:${userId}`;
  const channel = (deps.channel ?? browserChannel)(name);
  const open = deps.openStream ?? openStream;
  const visible = deps.visible ?? (() => document.visibilityState === 'visible');
  const onLive = deps.onLive ?? setLive;

  let lastEventId: string | null = null;
  let leading = false;
  let streamOpen = false;

  const post = (message: RelayMessage) => channel?.postMessage(message);
  const deliver = (event: LiveEvent) => {
    if (event.kind === 'notification') lastEventId = event.live.notification._id;
    applyLiveEvent(queryClient, event, { visible: visible() });
  };

  const onMessage = (e: MessageEvent) => {
    const message = e.data as RelayMessage;
    if (message.type === 'ask') {
      if (leading) post({ type: 'status', open: streamOpen });
    } else if (!leading) {
      if (message.type === 'event') deliver(message.event);
      else if (message.type === 'status') onLive(message.open);
    }
  };
  channel?.addEventListener('message', onMessage);
  // A tab joining an open stream learns so at once (and stops polling the badge).
  post({ type: 'ask' });

  const lead = () => {
    leading = true;
    const stream = open({
      token,
      lastEventId,
      onEvent: (event) => {
        deliver(event);
        post({ type: 'event', event });
      },
      onStatus: (isOpen) => {
        streamOpen = isOpen;
        onLive(isOpen);
        post({ type: 'status', open: isOpen });
      },
      // As the api-client answers a 401 or 402: the session (or the paid period) is over.
      onRefused: (code) => (code === 401 ? handleSessionExpired() : handleSubscriptionExpired()),
    });
    return () => {
      stream.close();
      leading = false;
    };
  };
  const stopElection = electLeader(name, lead, deps);

  return () => {
    stopElection();
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    onLive(false);
  };
}
