import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import {
  promotionEvents,
  promotionRegistrations,
  promotionSmsCodes,
  promotionTemplates,
  TEMPLATE_ID_MAX,
} from '../../../db/schema/promotion.ts';

/** One group's counts; the groups are (template, utm_tag). */
export type GroupCount = { templateId: number | null; utmTag: string; count: number };

const count = sql<number>`count(*)::int`;

export const visitsAndClicks = (db: DbOrTx, templateId?: number) =>
  db
    .select({
      templateId: promotionEvents.templateId,
      utmTag: promotionEvents.utmTag,
      visits: sql<number>`(count(*) filter (where ${promotionEvents.kind} = 'visit'))::int`,
      clicks: sql<number>`(count(*) filter (where ${promotionEvents.kind} = 'click'))::int`,
    })
    .from(promotionEvents)
    .where(templateId === undefined ? undefined : eq(promotionEvents.templateId, templateId))
    .groupBy(promotionEvents.templateId, promotionEvents.utmTag);

/**
 * For a code whose get-sms named no template (SPEC.md §4's payload has none): the landing the same
 * visitor came from, known by their phone. Their registration, or a visit or tap that carried the
 * number, the nearest in time to the code (a registration first on a tie). Both columns are read with
 * one order, so they come from one row.
 */
const visitorsLanding = (column: 'template_id' | 'utm_tag') => sql`(
  select landing.${sql.raw(column)} from (
    select ${promotionRegistrations.templateId} as template_id, ${promotionRegistrations.utmTag} as utm_tag,
      ${promotionRegistrations.createdAt} as at, 0 as rank, ${promotionRegistrations.id} as id
    from ${promotionRegistrations}
    join ${borrowers} on ${borrowers.id} = ${promotionRegistrations.borrowerId}
    where ${borrowers.phone} = ${promotionSmsCodes.phone}
    union all
    select ${promotionEvents.templateId}, ${promotionEvents.utmTag}, ${promotionEvents.createdAt}, 1,
      ${promotionEvents.id}
    from ${promotionEvents}
    where ${promotionEvents.phone} = ${promotionSmsCodes.phone}
  ) landing
  order by abs(extract(epoch from landing.at - ${promotionSmsCodes.createdAt})), landing.rank, landing.id
  limit 1
)`;

// COALESCE and CASE evaluate the look-up only for a code that named no template.
const codeTemplate = sql<
  number | null
>`coalesce(${promotionSmsCodes.templateId}, ${visitorsLanding('template_id')})`;
const codeTag = sql<string>`case when ${promotionSmsCodes.templateId} is null
  then coalesce(${visitorsLanding('utm_tag')}, ${promotionSmsCodes.utmTag})
  else ${promotionSmsCodes.utmTag} end`;

/** Codes sent per (template, utm_tag), a code that named no template counted where its visitor came from. */
export const codesSent = async (db: DbOrTx, templateId?: number): Promise<GroupCount[]> => {
  const rows = await db
    .select({ templateId: codeTemplate, utmTag: codeTag, count })
    .from(promotionSmsCodes)
    .where(templateId === undefined ? undefined : sql`${codeTemplate} = ${templateId}`)
    .groupBy(sql`1`, sql`2`);
  // Both drivers read an integer column as a number; this one is an expression.
  return rows.map((r) => ({ ...r, templateId: r.templateId === null ? null : Number(r.templateId) }));
};

export const registrations = (db: DbOrTx, templateId?: number): Promise<GroupCount[]> =>
  db
    .select({ templateId: promotionRegistrations.templateId, utmTag: promotionRegistrations.utmTag, count })
    .from(promotionRegistrations)
    .where(templateId === undefined ? undefined : eq(promotionRegistrations.templateId, templateId))
    .groupBy(promotionRegistrations.templateId, promotionRegistrations.utmTag);

export const templateTitles = async (db: DbOrTx, templateId?: number) => {
  if (templateId !== undefined && templateId > TEMPLATE_ID_MAX) return [];
  const where: SQL | undefined = templateId === undefined ? undefined : eq(promotionTemplates.id, templateId);
  return db
    .select({ id: promotionTemplates.id, title: promotionTemplates.title })
    .from(promotionTemplates)
    .where(where)
    .orderBy(asc(promotionTemplates.id));
};
