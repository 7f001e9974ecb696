import { COMPLAINT_IMAGE_PATH } from '@tz-loan/contract/complaint/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { OPS_PREFIX } from '@tz-loan/contract/staff/calls';

/** 128 random bits, base64url: what a photo's path carries instead of its row id. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const PREFIX = `${API_BASE}${COMPLAINT_IMAGE_PATH}/`;

/** Where the borrower reads a photo (with the common params, which carry the session). */
export const borrowerImagePath = (token: string) => `${PREFIX}${token}`;

export const isImageToken = (token: string) => TOKEN.test(token);

/**
 * The photo tokens a `problemImage` list names, in order, each once. An entry is a path this server
 * answered (an address around it, or a query the app added to show it, is ignored); one that is not
 * such a path names no photo: null.
 */
export const imageTokensOf = (list: string): string[] | null => {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const tokens: string[] = [];
  for (const entry of entries) {
    let path: string;
    try {
      path = new URL(entry, 'http://localhost').pathname;
    } catch {
      return null;
    }
    const token = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
    if (!isImageToken(token)) return null;
    if (!tokens.includes(token)) tokens.push(token);
  }
  return tokens;
};

const STAFF_PREFIX = `${API_BASE}${OPS_PREFIX}/complaint-images/`;

/** Where staff read a photo, with the ops token. */
export const staffImagePath = (token: string) => `${STAFF_PREFIX}${token}`;
