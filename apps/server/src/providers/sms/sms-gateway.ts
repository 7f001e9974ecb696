/** One text message to a borrower's phone (255XXXXXXXXX). */
export type SmsMessage = {
  phone: string;
  text: string;
  /** Set for verification messages so the sandbox can show it to testers. */
  code?: string | undefined;
  /** Our id of this message (the outbox row's), for the provider's delivery reports and our logs. */
  reference: string;
};

/**
 * The gateway's answer. `sent`: it took the message. `refused`: it never will (a bad number, a
 * blacklisted phone). `retry`: a timeout, a 5xx, throttling: the outbox sends it again later.
 */
export type SmsSent =
  | { outcome: 'sent'; providerRef: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'retry'; reason: string };

/** A delivery report the gateway posted: the message it names by `providerRef`, and its fate. */
export type DeliveryReport = {
  providerRef: string;
  state: 'delivered' | 'failed' | 'pending';
  detail: string;
};

/** Sends text messages to borrowers' phones: the sandbox, or Africa's Talking. */
export interface SmsGateway {
  readonly name: 'sandbox' | 'africastalking';
  send(message: SmsMessage): Promise<SmsSent>;
  /** Reads a delivery-report callback's body (form or JSON, as the gateway posts it); null: not one. */
  readDeliveryReport?(body: unknown): DeliveryReport | null;
}

/**
 * What services send through: the outbox, which writes the message (in the caller's transaction when
 * given one) and hands it to the gateway from its worker.
 */
export type SmsSender = {
  send(message: { phone: string; text: string; code?: string }, tx?: unknown): Promise<void>;
};
