import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
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

export const codesSent = (db: DbOrTx, templateId?: number): Promise<GroupCount[]> =>
  db
    .select({ templateId: promotionSmsCodes.templateId, utmTag: promotionSmsCodes.utmTag, count })
    .from(promotionSmsCodes)
    .where(templateId === undefined ? undefined : eq(promotionSmsCodes.templateId, templateId))
    .groupBy(promotionSmsCodes.templateId, promotionSmsCodes.utmTag);

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
