import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { t } from '@lingui/core/macro';
import {
  COMMUNITY_LIMITS, COMMUNITY_MSG, POST_TAGS, PostFieldsSchema, postRuleErrors,
  type Post, type PostFieldsInput, type PostTag,
} from '@tlt/shared/community';
import { chartImagesOf, type ChartImage } from '../../../components/chart-images/chart-image.ts';

export type PostRole = 'admin' | 'user';

export type { ChartImage };

export const PRICE_KEYS = ['entryPrice', 'targetPrice1', 'targetPrice2', 'stopLoss', 'risk'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

export interface PostFormValues {
  title: string;
  images: ChartImage[];
  entryPrice: string;
  targetPrice1: string;
  targetPrice2: string;
  stopLoss: string;
  risk: string;
  tags: PostTag[];
  showDisclaimer: boolean;
  /** Nested as on the wire, so the shared rules' paths (`notification.title`) name form fields. */
  notification: { title: string; body: string };
}


const priceText = (n: number | null) => (n == null ? '' : n.toFixed(2));

export function defaultValues(post?: Post): PostFormValues {
  return {
    title: post?.title ?? '',
    images: chartImagesOf(post?.images),
    entryPrice: priceText(post?.entryPrice ?? null),
    targetPrice1: priceText(post?.targetPrice1 ?? null),
    targetPrice2: priceText(post?.targetPrice2 ?? null),
    stopLoss: priceText(post?.stopLoss ?? null),
    risk: priceText(post?.risk ?? null),
    tags: (post?.tags ?? []).filter((t): t is PostTag => (POST_TAGS as readonly string[]).includes(t)),
    showDisclaimer: post?.showDisclaimer ?? false,
    notification: { title: post?.notification?.title ?? '', body: post?.notification?.body ?? '' },
  };
}

/** Empty stays empty (not given); a number is shown with 2 decimals; anything else is left for the check. */
export function formatPrice(raw: string): string {
  const text = raw.trim();
  if (!text) return '';
  const n = Number(text);
  return Number.isFinite(n) ? n.toFixed(2) : raw;
}

/** null when empty, NaN when not a number. */
export function priceValue(raw: string): number | null {
  const text = raw.trim();
  return text ? Number(text) : null;
}

export const riskCap = (role: PostRole) => (role === 'admin' ? COMMUNITY_LIMITS.riskMaxAdmin : COMMUNITY_LIMITS.riskMaxUser);

/**
 * A title is rich HTML when its post is an admin's (community.md §3): a new post by its
 * writer's role, an edit by the post's author, because the server stores it that way.
 */
export const richTitle = (role: PostRole, post?: Post) => (post ? post.postedByRole === 'admin' : role === 'admin');

/**
 * The body of post/create (and, with `_id`, post/update) once the images are uploaded. A
 * notification is written on a new post only; an edit sends the stored one back unchanged,
 * because the server keeps what an edit sends and sends nobody anything on an edit.
 */
export function toPayload(v: PostFormValues, images: string[], role: PostRole, post?: Post): PostFieldsInput {
  const payload: PostFieldsInput = {
    title: richTitle(role, post) ? v.title : v.title.trim(),
    images,
    entryPrice: priceValue(v.entryPrice),
    targetPrice1: priceValue(v.targetPrice1),
    targetPrice2: priceValue(v.targetPrice2),
    stopLoss: priceValue(v.stopLoss),
    risk: priceValue(v.risk),
    tags: v.tags,
  };
  if (role === 'admin') {
    payload.showDisclaimer = v.showDisclaimer;
    const title = v.notification.title.trim();
    const body = v.notification.body.trim();
    if (post) {
      if (post.notification) payload.notification = post.notification;
    } else if (title || body) payload.notification = { title, body };
  }
  return payload;
}

/** The order the errors are toasted in: the spec's list first. */
export const ERROR_ORDER: FieldPath<PostFormValues>[] = ['title', 'images', 'tags', 'notification.title', ...PRICE_KEYS];

const FormShape = z.object({
  title: z.string(),
  images: z.array(z.custom<ChartImage>()),
  entryPrice: z.string(),
  targetPrice1: z.string(),
  targetPrice2: z.string(),
  stopLoss: z.string(),
  risk: z.string(),
  tags: z.array(z.enum(POST_TAGS)),
  showDisclaimer: z.boolean(),
  notification: z.object({ title: z.string(), body: z.string() }),
});

/**
 * The form's schema for the zod resolver: the shared price rule per field, then the shared
 * role rules (`postRuleErrors`) that the server runs too, each put on its field.
 */
export function postFormSchema(role: PostRole) {
  const price = PostFieldsSchema.shape.risk;
  return FormShape.superRefine((v, ctx) => {
    for (const key of PRICE_KEYS) {
      const n = priceValue(v[key]);
      if (n !== null && !price.safeParse(n).success) ctx.addIssue({ code: 'custom', path: [key], message: COMMUNITY_MSG.priceInvalid });
    }
    const risk = priceValue(v.risk);
    const rules = postRuleErrors(
      {
        title: v.title,
        images: v.images.map((i) => i.url),
        entryPrice: null, targetPrice1: null, targetPrice2: null, stopLoss: null,
        risk: risk !== null && Number.isFinite(risk) ? risk : null,
        tags: v.tags,
        showDisclaimer: v.showDisclaimer,
        notification: { title: v.notification.title.trim(), body: v.notification.body.trim() },
      },
      role,
    );
    for (const { path, message } of rules) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (v.title.length > COMMUNITY_LIMITS.titleMaxChars) ctx.addIssue({ code: 'custom', path: ['title'], message: t`Title is too long` });
  });
}
