export interface FlagProps {
  /** @default 20 */
  size?: number;
}

// The flags' own colours: artwork, not theme colours, so they stay literal.
/** Indonesia: red over white. */
export function FlagId({ size = 20 }: FlagProps) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={size}
      height={(size * 2) / 3}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="30" height="20" fill="#ffffff" />
      <rect width="30" height="10" fill="#ce1126" />
      <rect width="30" height="20" fill="none" stroke="#cbd5e1" strokeWidth="1" />
    </svg>
  );
}

/** United Kingdom, for English. */
export function FlagGb({ size = 20 }: FlagProps) {
  return (
    <svg
      viewBox="0 0 60 40"
      width={size}
      height={(size * 2) / 3}
      aria-hidden="true"
      focusable="false"
    >
      {/* The svg viewport clips the diagonals at the corners. */}
      <g>
        <rect width="60" height="40" fill="#012169" />
        <path d="M0 0l60 40M60 0 0 40" stroke="#ffffff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#ffffff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}
