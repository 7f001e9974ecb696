import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { formatDate } from '@tz-loan/contract/platform/date';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../domain/errors.ts';
import type { SmsSender } from '../../providers/sms/sms-gateway.ts';
import { defineMessages, type Language, type Message, say } from '../../shared/i18n.ts';
import { hashToken } from '../../shared/sessions.ts';
import * as repo from './repository.ts';

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Who asks: the client's address, and the device it names (a device id is any text: kept hashed). */
export type Client = { address: string; deviceId?: string | undefined };

const TEXTS = defineMessages({
  smsFromNetwork: {
    en: 'Too many codes were asked for from this network.',
    sw: 'Misimbo mingi mno imeombwa kutoka mtandao huu.',
  },
  smsFromDevice: {
    en: 'Too many codes were asked for from this device.',
    sw: 'Misimbo mingi mno imeombwa kutoka kifaa hiki.',
  },
  loginFromNetwork: {
    en: 'Too many login tries from this network.',
    sw: 'Majaribio mengi mno ya kuingia kutoka mtandao huu.',
  },
  loginFromDevice: {
    en: 'Too many login tries from this device.',
    sw: 'Majaribio mengi mno ya kuingia kutoka kifaa hiki.',
  },
  tryInAMinute: { en: 'Please try again in 1 minute', sw: 'Tafadhali jaribu tena baada ya dakika 1' },
  tryInMinutes: {
    en: 'Please try again in {minutes} minutes',
    sw: 'Tafadhali jaribu tena baada ya dakika {minutes}',
  },
  waitToResend: {
    en: 'Please wait {seconds} seconds before asking for another code',
    sw: 'Tafadhali subiri sekunde {seconds} kabla ya kuomba msimbo mwingine',
  },
  accountClosed: {
    en: 'This account was closed on {date} at your request. Its loan records are kept as the law requires.',
    sw: 'Akaunti hii ilifungwa tarehe {date} kwa ombi lako. Kumbukumbu za mikopo yake zinahifadhiwa kama sheria inavyotaka.',
  },
  wrongCode: {
    en: 'The code is wrong or has expired. Ask for a new one',
    sw: 'Msimbo si sahihi au muda wake umeisha. Omba msimbo mpya',
  },
  logInAgain: { en: 'Please log in again', sw: 'Tafadhali ingia tena' },
  loginSms: {
    en: 'Your login code is {code}. It expires in {minutes} minutes.',
    sw: 'Msimbo wako wa kuingia ni {code}. Muda wake unaisha baada ya dakika {minutes}.',
  },
});

const LIMITED: Record<'sms' | 'login', Record<'network' | 'device', Message>> = {
  sms: { network: TEXTS.smsFromNetwork, device: TEXTS.smsFromDevice },
  login: { network: TEXTS.loginFromNetwork, device: TEXTS.loginFromDevice },
};

/** Two texts said one after the other, in each language. */
const joined = (first: Message, second: Message): Message => ({
  en: `${first.en} ${second.en}`,
  sw: `${first.sw} ${second.sw}`,
});

/**
 * Counts a request against the client's address and device (in the database, so every process sees
 * one count) and refuses it past either limit, before anything is sent or checked.
 */
const holdBack = async (
  db: Db,
  config: Config,
  what: 'sms' | 'login',
  client: Client,
  [perAddress, perDevice]: [number | null, number | null],
) => {
  const device = client.deviceId ? createHash('sha256').update(client.deviceId).digest('hex') : null;
  const counted = [
    perAddress === null
      ? null
      : { key: `${what}:address:${client.address}`, limit: perAddress, who: 'network' as const },
    perDevice === null || !device
      ? null
      : { key: `${what}:device:${device}`, limit: perDevice, who: 'device' as const },
  ].filter((c) => c !== null);
  if (counted.length === 0) return;
  const windowSeconds = Math.round(config.limits.windowMs / 1000);
  const hits = await repo.hitRateLimits(
    db,
    counted.map((c) => c.key),
    windowSeconds,
  );
  for (const c of counted) {
    const row = hits.find((h) => h.key === c.key);
    if (row && row.hits > c.limit) {
      const minutes = Math.max(1, Math.ceil(row.secondsLeft / 60));
      const wait = minutes === 1 ? TEXTS.tryInAMinute : TEXTS.tryInMinutes;
      throw new DomainError(Code.tooManyRequests, joined(LIMITED[what][c.who], wait), { minutes });
    }
  }
};

/**
 * Spends the phone's live code if `code` is it. One phone's tries are taken one at a time, so
 * concurrent guesses cannot slip past the count; wrong tries count per phone, across its live codes.
 */
const takeCode = async (tx: DbOrTx, config: Config, phone: string, code: string) => {
  await repo.lockPhone(tx, phone);
  const live = await repo.liveCodes(tx, phone);
  const tries = live.reduce((sum, row) => sum + row.attempts, 0);
  const match = live.find((row) => row.codeHash === hashCode(phone, code));
  if (!match || tries >= config.sms.maxAttempts) {
    const newest = live[0];
    if (newest) {
      if (tries + 1 >= config.sms.maxAttempts) await repo.expireCodes(tx, phone);
      else await repo.countFailedAttempt(tx, newest.id);
    }
    return false;
  }
  return repo.consumeCode(tx, match.id);
};

export type AuthService = ReturnType<typeof createAuthService>;

export const createAuthService = (db: Db, sms: SmsSender, config: Config) => ({
  /** The SMS is written in the language of the request that asks for it. */
  async sendCode(phone: string, client: Client, language: Language) {
    const { smsPerAddress, smsPerDevice } = config.limits;
    await holdBack(db, config, 'sms', client, [smsPerAddress, smsPerDevice]);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await db.transaction(async (tx) => {
      // Serialises requests for one phone so that a double tap sends one SMS.
      await repo.lockPhone(tx, phone);
      const latest = await repo.latestCode(tx, phone);
      const waitMs = latest ? latest.createdAt.getTime() + config.sms.resendMs - Date.now() : 0;
      if (waitMs > 0) {
        throw new DomainError(Code.tooManyRequests, TEXTS.waitToResend, {
          seconds: Math.ceil(waitMs / 1000),
        });
      }
      // A new code ends the older ones: one live code per phone, its wrong tries counted on it.
      await repo.expireCodes(tx, phone);
      await repo.insertCode(tx, {
        phone,
        codeHash: hashCode(phone, code),
        expiresAt: new Date(Date.now() + config.sms.codeTtlMs),
      });
    });
    const minutes = Math.round(config.sms.codeTtlMs / 60_000);
    await sms.send({ phone, code, text: say(TEXTS.loginSms, language, { code, minutes }) });
    return { resendAfterSeconds: Math.ceil(config.sms.resendMs / 1000) };
  },

  /** The borrower's language is remembered: the SMS sent without a request (receipts) are in it. */
  async login(phone: string, code: string, deviceId: string, client: Client, language?: Language) {
    const { loginPerAddress, loginPerDevice } = config.limits;
    await holdBack(db, config, 'login', { ...client, deviceId }, [loginPerAddress, loginPerDevice]);
    const token = randomBytes(32).toString('base64url');
    const borrower = await db.transaction(async (tx) => {
      if (!(await takeCode(tx, config, phone, code))) return null;
      const row = await repo.upsertBorrower(tx, phone, language);
      // A closed account keeps its loan records, not its logins (PRODUCT.md §21); the throw undoes the upsert.
      if (row.closedAt)
        throw new DomainError(Code.forbidden, TEXTS.accountClosed, {
          date: formatDate(row.closedAt.getTime()),
        });
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        borrowerId: row.id,
        deviceId,
        expiresAt: new Date(Date.now() + config.sessionTtlMs),
      });
      return row;
    });
    if (!borrower) throw new DomainError(Code.badRequest, TEXTS.wrongCode);
    return { userId: String(borrower.id), sessionId: token, mobilePhone: borrower.phone };
  },

  /**
   * Proves the phone with its SMS code, as a login does, without opening a session or making a
   * borrower: the phone's borrower id, or null when the phone has none. A wrong code is refused.
   */
  async verifyCode(phone: string, code: string, client: Client) {
    const { loginPerAddress, loginPerDevice } = config.limits;
    await holdBack(db, config, 'login', client, [loginPerAddress, loginPerDevice]);
    const taken = await db.transaction((tx) => takeCode(tx, config, phone, code));
    if (!taken) throw new DomainError(Code.badRequest, TEXTS.wrongCode);
    const row = await repo.findBorrowerByPhone(db, phone);
    return row ? row.id : null;
  },

  async logout(sessionId: string) {
    await repo.revokeSession(db, hashToken(sessionId));
  },

  async userInfo(borrowerId: number) {
    const row = await repo.findBorrower(db, borrowerId);
    if (!row) throw new DomainError(Code.notLoggedIn, TEXTS.logInAgain);
    return { userId: String(row.id), mobilePhone: row.phone, createdAt: row.createdAt.toISOString() };
  },

  /** Whether the phone has a borrower: one phone, one borrower, however it came (login or a landing). */
  isRegistered: async (phone: string, tx: DbOrTx = db) =>
    (await repo.findBorrowerByPhone(tx, phone)) !== null,

  /**
   * The phone's borrower, created in the caller's transaction unless the phone has one (then null): a
   * registration elsewhere (the promotion landing) makes the same borrower a later SMS login finds.
   */
  createBorrower: (phone: string, tx: DbOrTx = db) => repo.insertNewBorrower(tx, phone),

  /** Forgets the counts of windows long over (with the app's hourly pruning). */
  pruneLimits: () => repo.pruneRateLimits(db, (2 * config.limits.windowMs) / 1000),
});
