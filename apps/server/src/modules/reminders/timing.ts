import { addDays } from '../../domain/loan-status.ts';

export type ReminderKind = 'before' | 'due' | 'after' | 'collection';
export const REMINDER_KINDS: readonly ReminderKind[] = ['before', 'due', 'after', 'collection'];

/** The collection step: how many days overdue a loan is when it goes to collection, and the notice. */
export type CollectionRule = { afterDays: number; noticeDays: number };

/**
 * Days from an instalment's due date to the day each reminder goes. The collection notice goes
 * `noticeDays` before the day the instalment is `afterDays` overdue.
 */
export const reminderOffsets = (rule: CollectionRule): Record<ReminderKind, number> => ({
  before: -3,
  due: 0,
  after: 1,
  collection: rule.afterDays - rule.noticeDays,
});

/** The due date whose instalments get each kind of reminder on `today` (Tanzania dates). */
export const dueDatesFor = (today: string, rule: CollectionRule) =>
  REMINDER_KINDS.map((kind) => ({ kind, dueDate: addDays(today, -reminderOffsets(rule)[kind]) }));
