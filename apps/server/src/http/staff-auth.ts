import { createHash, timingSafeEqual } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import {
  OPS_ACTOR_HEADER,
  OPS_DEFAULT_ACTOR,
  OPS_TOKEN_MESSAGE,
  opsActor,
  opsActorName,
} from '@tz-loan/contract/staff/calls';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/errors.ts';
import { AppError } from './app-error.ts';

// Both sides hashed first: equal lengths for timingSafeEqual, and the time taken says nothing about
// how much of the token was right.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** An onRequest hook: `Authorization: Bearer <token>` or HTTP 401 before anything else runs. */
export const opsAuth = (token: string) => {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new AppError(Code.notLoggedIn, OPS_TOKEN_MESSAGE, 401);
    }
  };
};

const actorHeader = OPS_ACTOR_HEADER.toLowerCase();

/** Who acts: `ops:<X-Ops-Actor>`, 'ops:staff' when the header is absent. */
export const readActor = (request: FastifyRequest): `ops:${string}` => {
  const raw = request.headers[actorHeader];
  if (raw === undefined) return opsActor(OPS_DEFAULT_ACTOR);
  const parsed = opsActorName.safeParse(raw);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? `${OPS_ACTOR_HEADER} is not valid`);
  return opsActor(parsed.data);
};
