import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxSms } from '../../db/schema/sandbox.ts';
import type { SmsGateway } from './sms-gateway.ts';

/**
 * Delivers nothing: keeps each message in the database, where /tapi/dev/sms-outbox and the native
 * host read it. In the database rather than in memory so that several API processes share it.
 */
export const createSandboxSms = (
  db: Db,
): SmsGateway & { outbox(phone: string): Promise<OutboxMessage[]> } => ({
  name: 'sandbox',
  async send({ phone, text, code, reference }) {
    const [row] = await db
      .insert(sandboxSms)
      .values({ phone, text, code: code ?? null })
      .returning({ id: sandboxSms.id });
    return { outcome: 'sent', providerRef: `SBXSMS-${row?.id ?? reference}` };
  },
  async outbox(phone) {
    const rows = await db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.phone, phone))
      .orderBy(desc(sandboxSms.id))
      .limit(20);
    return rows.map((row) => ({ text: row.text, code: row.code, sentAt: row.createdAt.toISOString() }));
  },
});

export type OutboxMessage = { text: string; code: string | null; sentAt: string };
