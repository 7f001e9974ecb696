/** `'METHOD /path'` → the whole envelope the server would answer (`{code, message, data}`). */
export type MockHandlers = Record<string, (params: Record<string, unknown>) => unknown>;

export const ok = <T>(data: T) => ({ code: 0, message: 'success', data });
export const legacyOk = <T>(attach: T) => ({ code: '00', message: 'success', attach });
