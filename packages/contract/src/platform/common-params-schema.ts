import { z } from 'zod';
import { COMMON_PARAM_NAMES, type CommonParamName } from './common-params.ts';

const param = z.string().max(200).optional();

export const commonParamsSchema = z.object(
  Object.fromEntries(COMMON_PARAM_NAMES.map((name) => [name, param])) as Record<
    CommonParamName,
    typeof param
  >,
);
