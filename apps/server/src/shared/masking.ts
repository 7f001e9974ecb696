/** An account number as every screen but the form's own prefill shows it: '****' and the last 4. */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;
