import { vi } from 'vitest';
import type { Author, Post, PostPage } from '@tlt/shared/community';

/** Test data for the community's components and pages (tests only). */
export function makeAuthor(overrides: Partial<Author> = {}): Author {
  return { _id: 'u2', name: 'Ravi Trader', profileImg: null, isProfitable: false, bio: 'Swing trader', userType: 'normal', ...overrides };
}

let seq = 0;
export function makePost(overrides: Partial<Post> = {}): Post {
  seq += 1;
  const now = new Date().toISOString();
  return {
    _id: `p${seq}`,
    postedBy: makeAuthor(),
    postedByRole: 'user',
    verificationStatus: 'approved',
    title: `Post number ${seq}`,
    images: ['https://cdn.example/uploads/chart.webp'],
    entryPrice: null,
    targetPrice1: 120,
    targetPrice2: 130.5,
    stopLoss: 95,
    risk: 1.5,
    tags: ['Intraday'],
    showDisclaimer: false,
    notification: null,
    rejectionReason: null,
    likeCount: 0,
    isLiked: false,
    isFavorite: false,
    commentCount: 0,
    commentsOpen: true,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export function makePage(posts: Post[], nextCursor: string | null = null, pendingCount?: number): PostPage {
  return { posts, nextCursor, ...(pendingCount !== undefined && { pendingCount }) };
}

/**
 * jsdom has no IntersectionObserver: this one records what is observed, and `intersectAll()`
 * tells every live observer that its target came into view.
 */
export function stubIntersectionObserver() {
  const margins: string[] = [];
  const live = new Set<{ cb: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    entry: { cb: IntersectionObserverCallback; targets: Element[] };
    rootMargin: string;
    constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      this.entry = { cb, targets: [] };
      this.rootMargin = init?.rootMargin ?? '';
      margins.push(this.rootMargin);
      live.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    unobserve() {}
    disconnect() {
      live.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    margins,
    intersectAll() {
      for (const e of [...live]) {
        e.cb(e.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}
