import { z } from 'zod';

/** The `{code, message, data}` envelope as a schema, for clients that parse whole answers. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: data.optional() });

/** The legacy `/gopia/goya/*` calls: code '00' is success and the payload sits in `attach`. */
export const legacyEnvelope = <T extends z.ZodType>(attach: T) =>
  z.object({ code: z.string(), message: z.string(), attach: attach.optional() });
