// PRODUCT.md §8: the session token never appears in a log line. It may ride in a URL's query, in a
// return address inside another query (encoded once or more), or in a body: every form of
// `sessionId=…`, `sessionId%3D…` and `"sessionId":"…"` in any letter case is cut to `[redacted]`. The USSD
// callback's secret (`ussdKey`, in the address the gateway posts to) is cut the same way.
const TOKEN = /(session_?id|ussd_?key)(\\*"\s*:\s*\\*"|\s*=\s*|%(?:25)*3D)[^&"\\\s#]*/gi;

/** The text with every session token it carries replaced by `[redacted]`. */
export const redactTokens = (text: string) =>
  /ession|ussd_?key/i.test(text) ? text.replace(TOKEN, '$1$2[redacted]') : text;
