import { resolve } from 'node:path';

/**
 * The server package's folder (apps/server), found from this file: one level above it both as source
 * (src/) and as the production build (dist/, one bundle).
 */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');
