import type { ReactNode } from 'react';

/**
 * The portal's icon set (issue 23): inline SVG, 24 × 24 on a 1.75 stroke, drawn in the text's
 * colour and sized by the font (1em). Decorative: the text beside an icon names it, so every
 * icon is aria-hidden. Each is its own export, so a chunk carries only the icons it uses.
 */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={`ui-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.75"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"
    >
      {children}
    </svg>
  );
}

export const FlagIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon><path d="M5 21V4" /><path d="M5 4h11l-2 4 2 4H5" fill={filled ? 'currentColor' : 'none'} /></Icon>
);
export const LockIcon = () => (
  <Icon><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></Icon>
);
export const CalendarIcon = () => (
  <Icon><rect x="4" y="5" width="16" height="16" rx="2" /><path d="M4 10h16M9 3v4M15 3v4" /></Icon>
);
export const CloseIcon = () => <Icon><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const ArrowLeftIcon = () => <Icon><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>;
export const ArrowUpIcon = () => <Icon><path d="M12 19V5M6 11l6-6 6 6" /></Icon>;
export const ArrowDownIcon = () => <Icon><path d="M12 5v14M6 13l6 6 6-6" /></Icon>;
export const ExternalIcon = () => <Icon><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></Icon>;

/** The sort direction of a column or sort button. */
export const SortArrow = ({ direction }: { direction: 'asc' | 'desc' }) => (direction === 'asc' ? <ArrowUpIcon /> : <ArrowDownIcon />);
