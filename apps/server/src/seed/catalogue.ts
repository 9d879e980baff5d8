import { COURSE_SEED } from '@tlt/shared/courses';
import { PLAN_SEED } from '@tlt/shared/plans';
import type { Db } from '../db/client.ts';
import { coupons, courses, plans } from '../db/schema/index.ts';

/** The catalogue every database needs: plans, courses, the launch coupon. Existing rows (admin edits) are kept. */
export async function seedCatalogue(db: Db) {
  await db.insert(plans).values(PLAN_SEED.map((p) => ({ ...p, aliases: [...p.aliases] }))).onConflictDoNothing();
  await db
    .insert(courses)
    .values(COURSE_SEED.map((c) => ({
      courseId: c.courseId, slug: c.slug, name: c.name, description: c.description,
      image: `/images/courses/${c.slug}.svg`, amountPaise: c.amount * 100, basePaise: c.base * 100,
      duration: c.duration, lessons: c.lessons, validityMonths: c.validityMonths, keySecrets: c.keySecrets,
    })))
    .onConflictDoNothing();
  // The default offer's code (plans/service.ts), so its uses are counted.
  await db.insert(coupons).values({ code: 'TLT10', discountPercent: 10 }).onConflictDoNothing();
}
