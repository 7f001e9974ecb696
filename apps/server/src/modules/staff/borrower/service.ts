import { normalizePhone, PHONE_MESSAGE } from '@tz-loan/contract/platform/phone';
import { badRequest, notFound } from '../../../domain/errors.ts';
import { type MoneyDeps, orderStanding } from '../order-money/service.ts';
import {
  borrowerByPhone,
  complaintsOf,
  consentsOf,
  devicesOf,
  loginsOf,
  ordersOf,
  outboxSmsOf,
  sandboxSmsOf,
} from './repository.ts';

const iso = (at: Date | string | null) => (at === null ? '' : new Date(at).toISOString());

/** Everything the lender holds of one borrower: orders, SMS, complaints, logins, devices and consents. */
export const borrowerStory = async (deps: MoneyDeps, phoneText: string) => {
  const phone = normalizePhone(phoneText);
  if (phone === null) throw badRequest(`phone: ${PHONE_MESSAGE}`);
  const borrower = await borrowerByPhone(deps.db, phone);
  if (!borrower) throw notFound(`No borrower has the phone ${phone}`);
  const [orders, outboxSms, sandboxSms, complaints, logins, devices, consents] = await Promise.all([
    ordersOf(deps.db, borrower.id),
    outboxSmsOf(deps.db, phone),
    sandboxSmsOf(deps.db, phone),
    complaintsOf(deps.db, borrower.id),
    loginsOf(deps.db, borrower.id),
    devicesOf(deps.db, borrower.id),
    consentsOf(deps.db, borrower.id),
  ]);
  const sms = [
    // A reminder reads as one ('reminder due: delivered'), at the time it went (held out of quiet hours).
    ...outboxSms.map((m) => ({
      at: m.reminder ? (m.doneAt ?? m.at) : m.at,
      kind: m.reminder ? `reminder ${m.reminder}: ${m.delivery || m.state}` : m.delivery || m.state,
      text: m.text ?? '',
    })),
    // A login code is the borrower's secret: staff see that one was sent, never the code.
    ...sandboxSms.map((m) => ({
      at: m.at,
      kind: 'sandbox',
      text: m.code === null ? m.text : '(a login code, not shown)',
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    borrowerId: borrower.id,
    phone,
    createdAt: borrower.createdAt.toISOString(),
    orders: await Promise.all(
      orders.map(async (order) => ({
        orderId: order.id,
        ...(await orderStanding(deps, order.id)),
        amount: order.amount,
        createdAt: order.createdAt.toISOString(),
      })),
    ),
    sms: sms.map((m) => ({ ...m, at: m.at.toISOString() })),
    complaints: complaints.map((c) => ({
      problemId: c.id,
      reference: c.reference,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    })),
    logins: logins.map((l) => ({ at: l.at.toISOString(), device: l.device, address: null })),
    devices: devices.map((d) => ({
      device: d.device,
      firstSeen: iso(d.firstSeen),
      lastSeen: iso(d.lastSeen),
    })),
    consents: consents.map((c) => ({
      orderId: c.orderId,
      document: c.document,
      title: c.title,
      version: c.version,
      textHash: c.textHash,
      language: c.language,
      device: [c.device.deviceId, c.device.clientType, c.device.osVersion].filter(Boolean).join(' · '),
      acceptedAt: c.acceptedAt.toISOString(),
    })),
  };
};
