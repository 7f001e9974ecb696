import type { ReactNode } from 'react';

/** Small inline icons: no icon font, nothing to download, same look in every browser. */
type IconProps = { size?: number };

const svg = (size: number, path: ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

export const HomeIcon = ({ size = 22 }: IconProps) =>
  svg(size, <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);

export const OrdersIcon = ({ size = 22 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>,
  );

export const UserIcon = ({ size = 22 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>,
  );

export const CloseIcon = ({ size = 22 }: IconProps) => svg(size, <path d="M6 6l12 12M18 6L6 18" />);

export const ChevronIcon = ({ size = 18 }: IconProps) => svg(size, <path d="M9 6l6 6-6 6" />);

export const CodeIcon = ({ size = 20 }: IconProps) => svg(size, <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />);

export const PhoneIcon = ({ size = 28 }: IconProps) =>
  svg(
    size,
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  );

export const MessageIcon = ({ size = 18 }: IconProps) => svg(size, <path d="M4 5h16v11H8l-4 4z" />);

export const StarIcon = ({ filled, size = 34 }: IconProps & { filled: boolean }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
      fill={filled ? '#f5a623' : 'none'}
      stroke={filled ? '#f5a623' : '#b8bec7'}
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

export const StatusIcons = () => (
  <svg width="66" height="12" viewBox="0 0 66 12" aria-hidden="true">
    <rect x="0" y="8" width="3" height="4" rx="1" fill="currentColor" />
    <rect x="5" y="5.5" width="3" height="6.5" rx="1" fill="currentColor" />
    <rect x="10" y="3" width="3" height="9" rx="1" fill="currentColor" />
    <rect x="15" y="0" width="3" height="12" rx="1" fill="currentColor" />
    <text
      x="21"
      y="10.5"
      fontSize="10"
      fontWeight="600"
      fill="currentColor"
      fontFamily="system-ui, sans-serif"
    >
      4G
    </text>
    <rect x="38" y="1" width="24" height="11" rx="3" fill="none" stroke="currentColor" opacity="0.5" />
    <rect x="40" y="3" width="17" height="7" rx="1.5" fill="currentColor" />
    <rect x="63" y="4.5" width="2" height="4" rx="1" fill="currentColor" opacity="0.5" />
  </svg>
);
