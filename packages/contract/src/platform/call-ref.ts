// No zod here: the web app imports these on a screen's first load.

/** Where a call lives. The zod schemas of the call (`defineCall`) spread one of these. */
export type CallRef = { readonly method: 'GET' | 'POST'; readonly path: `/${string}` };
