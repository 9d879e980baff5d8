import type { Author, Comment, Post, Reply } from '@tlt/shared/community';
import { makeAuthor as baseAuthor, makePost as basePost } from './post-fixtures.ts';

/** Test data for the comment thread: one-line authors, comments, replies and posts. */
export function makeAuthor(_id: string, overrides: Partial<Author> = {}): Author {
  return baseAuthor({ _id, name: `User ${_id}`, bio: null, ...overrides });
}

export function makeReply(_id: string, by: Author, overrides: Partial<Reply> = {}): Reply {
  return { _id, commentedBy: by, content: `Reply ${_id}`, postId: 'p1', commentId: 'c?', createdAt: new Date().toISOString(), ...overrides };
}

export function makeComment(_id: string, by: Author, reply: Reply[] = [], overrides: Partial<Comment> = {}): Comment {
  return { _id, commentedBy: by, content: `Comment ${_id}`, postId: 'p1', createdAt: new Date().toISOString(), reply, ...overrides };
}

export function makePost(comments: Comment[], overrides: Partial<Post> = {}): Post {
  return basePost({
    _id: 'p1',
    postedBy: makeAuthor('author'),
    title: 'Breakout above 2,450',
    images: [],
    targetPrice1: null,
    targetPrice2: null,
    stopLoss: null,
    risk: null,
    commentCount: comments.length,
    comments,
    ...overrides,
  });
}
