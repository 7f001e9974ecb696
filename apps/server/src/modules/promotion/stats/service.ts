import type { OpsPromotionRow } from '@tz-loan/contract/promotion/calls';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../domain/errors.ts';
import { codesSent, registrations, templateTitles, visitsAndClicks } from './repository.ts';

const keyOf = (templateId: number | null, utmTag: string) => `${templateId ?? ''}\u0000${utmTag}`;

/** Template first (codes asked for without one last), then utm_tag ('' first). */
const byTemplateAndTag = (a: OpsPromotionRow, b: OpsPromotionRow) =>
  (a.templateId ?? Number.MAX_SAFE_INTEGER) - (b.templateId ?? Number.MAX_SAFE_INTEGER) ||
  a.utmTag.localeCompare(b.utmTag);

export type PromotionStatsService = ReturnType<typeof createPromotionStatsService>;

/** The landing's funnel for the staff: visits → clicks → codes sent → registrations, per template and tag. */
export const createPromotionStatsService = (db: Db) => ({
  funnel: async (templateId?: number): Promise<OpsPromotionRow[]> => {
    const titles = await templateTitles(db, templateId);
    if (templateId !== undefined && titles.length === 0) {
      throw notFound(`Template ${templateId} does not exist`);
    }
    const [events, codes, registered] = await Promise.all([
      visitsAndClicks(db, templateId),
      codesSent(db, templateId),
      registrations(db, templateId),
    ]);
    const rows = new Map<string, OpsPromotionRow>();
    const row = (id: number | null, utmTag: string) => {
      const key = keyOf(id, utmTag);
      const found = rows.get(key);
      if (found) return found;
      const title = titles.find((t) => t.id === id)?.title.en ?? null;
      const fresh: OpsPromotionRow = {
        templateId: id,
        templateTitle: title,
        utmTag,
        visits: 0,
        clicks: 0,
        codesSent: 0,
        registrations: 0,
        conversionBp: null,
      };
      rows.set(key, fresh);
      return fresh;
    };
    for (const e of events)
      Object.assign(row(e.templateId, e.utmTag), { visits: e.visits, clicks: e.clicks });
    for (const c of codes) row(c.templateId, c.utmTag).codesSent = c.count;
    for (const r of registered) row(r.templateId, r.utmTag).registrations = r.count;
    // A template nobody has visited yet still shows, with zeros.
    for (const t of titles) if (![...rows.values()].some((r) => r.templateId === t.id)) row(t.id, '');
    return [...rows.values()]
      .map((r) => ({
        ...r,
        conversionBp: r.visits === 0 ? null : Math.round((r.registrations * 10_000) / r.visits),
      }))
      .sort(byTemplateAndTag);
  },
});
