import type { Blog } from '@tlt/shared/blogs';

/** Blogs as the API sends them, for the feature's tests. */
export const OPEN_BLOG: Blog = {
  id: '11111111-1111-4111-8111-111111111111', slug: 'position-sizing', title: 'Position Sizing: The 1% Rule',
  shortDescription: 'How much to buy matters more than what to buy.', description: '<h2>The rule</h2><p>Risk <strong>1%</strong> per trade.</p>',
  featureImage: '/images/blogs/position-sizing.svg', imageUrl: [], otherImages: '', is_locked: 'no', locked_content: null,
  published_date: '2025-03-05T10:00:00.000Z', language: 'en',
};

/** A locked blog as a visitor gets it: no description. */
export const LOCKED_PREVIEW: Blog = {
  id: '22222222-2222-4222-8222-222222222222', slug: 'stop-loss', title: 'Where to Put Your Stop Loss',
  shortDescription: 'Stops belong where the idea is wrong.', featureImage: null, imageUrl: [], otherImages: '',
  is_locked: 'yes', locked_content: 'Members get three chart examples.', published_date: '2025-02-01T10:00:00.000Z', language: 'en',
};

export const summary = ({ description: _omit, ...rest }: Blog) => rest;
