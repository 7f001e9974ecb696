import { REPLY_PROMISE_WEEKDAYS } from '@tz-loan/contract/platform/constants';
import { addDays } from '../../domain/loan-status.ts';

const isWeekend = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * The date a reply is promised by: the third working day after the day of receipt (Tanzania dates),
 * Saturdays and Sundays skipped. A complaint received on a weekend counts from the Monday.
 */
export const replyByDate = (receivedOn: string, workingDays = REPLY_PROMISE_WEEKDAYS) => {
  let date = receivedOn;
  for (let left = workingDays; left > 0; ) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
};
