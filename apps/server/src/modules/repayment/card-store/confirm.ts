import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { CARD_CODE_MAX_TRIES, CardStoreCode } from '@tz-loan/contract/repayment/card-store-paths';
import type { Db } from '../../../db/client.ts';
import { badRequest, DomainError, notFound } from '../../../domain/errors.ts';
import type { CardProcessor } from '../../../providers/card/card-processor.ts';
import type { Message, Values } from '../../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { readRepayOrder } from '../repository.ts';
import { codeMatches } from './code-hash.ts';
import { countWrongTry, endRecord, findCard, lockRecord } from './repository.ts';
import { orderStatusNow, settleCardPayment } from './settle.ts';
import { CARD_REFUSALS as REFUSED } from './texts.ts';

type Outcome =
  | { ok: true; amount: number; orderStatus: number }
  | { ok: false; code: number; message: Message; values?: Values };

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * `repayment-confirm`: the SMS code settles a pending card payment. The order and then the record are
 * locked, so of 20 confirms at once one settles and the others find it settled; a wrong code counts
 * (kept even though the call is refused) and the fifth cancels the record. A settled record confirmed
 * again with its code answers as before.
 */
export const confirmCardPayment = async (
  db: Db,
  deps: { processor: CardProcessor; now: () => Date },
  borrowerId: number,
  input: { orderId: number; repaymentRecordId: number; verifyCode: string },
) => {
  const code = input.verifyCode.trim();
  if (!CODE_PATTERN.test(code)) throw badRequest(REFUSED.codeFormat);
  const at = deps.now();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    if (!(await readRepayOrder(tx, input.orderId, { borrowerId, lock: true }))) {
      throw notFound(ORDER_NOT_FOUND);
    }
    const record = await lockRecord(tx, input.repaymentRecordId, borrowerId, input.orderId);
    if (!record) throw notFound(REFUSED.recordNotFound);
    const right = codeMatches(record.codeHash, record.id, code);
    if (record.status === 'settled') {
      return right
        ? { ok: true, amount: record.amount, orderStatus: await orderStatusNow(tx, record.orderId, at) }
        : { ok: false, code: Code.conflict, message: REFUSED.alreadyPaid };
    }
    if (record.status !== 'pending') return { ok: false, code: Code.conflict, message: REFUSED.recordEnded };
    if (!record.codeExpiresAt || record.codeExpiresAt <= at) {
      await endRecord(tx, record.id, 'expired', 'the code expired', at);
      return { ok: false, code: Code.conflict, message: REFUSED.codeExpired };
    }
    if (!right) {
      const counted = await countWrongTry(tx, record.id, CARD_CODE_MAX_TRIES, at);
      const wrongCode = Number(CardStoreCode.wrongCode);
      if (!counted || counted.status === 'cancelled') {
        return { ok: false, code: wrongCode, message: REFUSED.wrongCodeCancelled };
      }
      return {
        ok: false,
        code: wrongCode,
        message: REFUSED.wrongCode,
        values: { left: CARD_CODE_MAX_TRIES - counted.wrongTries },
      };
    }
    const card = await findCard(tx, borrowerId, record.cardId);
    if (!card) throw new Error(`card ${record.cardId} of card payment ${record.id} is missing`);
    const settled = await settleCardPayment(tx, deps.processor, record, card, at);
    if (!settled.ok) return { ok: false, code: Code.conflict, message: settled.refusal };
    return { ok: true, amount: record.amount, orderStatus: settled.orderStatus };
  });
  if (!outcome.ok) throw new DomainError(outcome.code, outcome.message, outcome.values);
  return {
    repayRecordId: String(input.repaymentRecordId),
    status: 'settled' as const,
    amount: outcome.amount,
    orderStatus: outcome.orderStatus,
  };
};
