/** Sends text messages to borrowers' phones. A real gateway replaces the sandbox behind this. */
export interface SmsGateway {
  /** `code` is set for verification messages so the sandbox can show it to testers. */
  send(message: { phone: string; text: string; code?: string }): Promise<void>;
}
