type Icon = [name: string, colour: string, glyph: string];

// One small icon per status of SPEC.md §2 (a coloured disc with a white glyph), neutral otherwise.
const ICONS: Record<number, Icon> = {
  21: ['review', '#faad14', 'M16 24h.01M24 24h.01M32 24h.01'],
  110: ['approved', '#1677ff', 'M14 24h19m-7-7 7 7-7 7'],
  151: ['payout-failed', '#ff3141', 'M18 18l12 12m0-12L18 30'],
  174: ['due', '#ff8f1f', 'M24 14v10l7 4'],
  180: ['overdue', '#cf1322', 'M24 14v12m0 7v.01'],
  200: ['settled', '#00b578', 'M15 24l6 6 12-12'],
};
const NEUTRAL: Icon = ['neutral', '#bfbfbf', 'M24 22v11m0-18v.01'];
const FAILED: Icon = ['failed', '#ff3141', 'M18 18l12 12m0-12L18 30'];

const Disc = ({ icon: [name, colour, glyph] }: { icon: Icon }) => (
  <svg className="status-icon" data-icon={name} viewBox="0 0 48 48" aria-hidden="true">
    <circle cx="24" cy="24" r="24" fill={colour} />
    <path d={glyph} fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const StatusIcon = ({ status }: { status: number }) => <Disc icon={ICONS[status] ?? NEUTRAL} />;

/** The mark of a failed result (antd-mobile's Result 'error': a red disc with a cross). */
export const FailedIcon = () => <Disc icon={FAILED} />;
