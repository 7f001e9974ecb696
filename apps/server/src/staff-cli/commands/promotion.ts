import { type OpsPromotionRow, opsPromotion } from '@tz-loan/contract/promotion/calls';
import { type Command, parseInput } from '../command.ts';
import { table } from '../format.ts';

const TITLE_MAX = 28;

const templateName = (row: OpsPromotionRow) => {
  if (row.templateId === null) return '(none)';
  const name = `${row.templateId} ${row.templateTitle ?? ''}`.trim();
  return name.length > TITLE_MAX ? `${name.slice(0, TITLE_MAX - 1).trimEnd()}…` : name;
};

/** Registrations per visit as a percentage with one decimal; '-' without visits. */
const conversion = (registrations: number, visits: number) =>
  visits === 0 ? '-' : `${((registrations * 100) / visits).toFixed(1)} %`;

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const sum = (rows: readonly OpsPromotionRow[], field: 'visits' | 'clicks' | 'codesSent' | 'registrations') =>
  rows.reduce((total, row) => total + row[field], 0);

export const promotionCommand: Command = {
  name: 'promotion',
  args: [],
  options: { template: { type: 'string' } },
  usage: 'promotion [--template ID]',
  summary:
    'the promotion landing: visits, clicks, codes sent, registrations, conversion per template and utm_tag',
  async run({ values, api }) {
    const input = parseInput(opsPromotion, { templateId: values.template });
    const { rows } = await api.call(opsPromotion, input);
    const list = table<OpsPromotionRow>(rows, [
      { title: 'TEMPLATE', value: templateName },
      { title: 'UTM_TAG', value: (r) => r.utmTag || '(none)' },
      { title: 'VISITS', value: (r) => String(r.visits), right: true },
      { title: 'CLICKS', value: (r) => String(r.clicks), right: true },
      { title: 'CODES SENT', value: (r) => String(r.codesSent), right: true },
      { title: 'REGISTERED', value: (r) => String(r.registrations), right: true },
      { title: 'CONVERSION', value: (r) => conversion(r.registrations, r.visits), right: true },
    ]);
    const [visits, clicks, codes, registered] = (
      ['visits', 'clicks', 'codesSent', 'registrations'] as const
    ).map((field) => sum(rows, field)) as [number, number, number, number];
    const scope = input.templateId === undefined ? 'all templates' : `template ${input.templateId}`;
    return (
      `${list}\nTotal for ${scope}: ${counted(visits, 'visit')}, ${counted(clicks, 'click')}, ` +
      `${counted(codes, 'code sent', 'codes sent')}, ${counted(registered, 'registration')}, ` +
      `conversion ${conversion(registered, visits)} (registrations per visit)`
    );
  },
};
