import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@mall/server-database';
import type { ReviewSubjectKind } from './review-history';
import { reviewHistory } from './tables';

/**
 * How many things of a kind have `toState` as their latest step. Every later step (a decision, a withdrawal by the
 * user) comes after it, so a step that waits for something — a first approval waiting for its second — counts
 * exactly the things still waiting.
 */
export async function countLatestSteps(
  db: Database,
  kind: ReviewSubjectKind,
  toState: string,
): Promise<number> {
  const latest = db
    .selectDistinctOn([reviewHistory.subjectId], { toState: reviewHistory.toState })
    .from(reviewHistory)
    .where(eq(reviewHistory.subjectKind, kind))
    .orderBy(reviewHistory.subjectId, desc(reviewHistory.id))
    .as('latest');
  const [row] = await db.select({ n: count() }).from(latest).where(eq(latest.toState, toState));
  return row?.n ?? 0;
}
