/** The product mark: a container ship on a wave, drawn inline (no extra request, CSP-safe). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1890ff" />
      <rect x="18" y="18" width="10" height="9" rx="1.5" fill="#fff" opacity="0.9" />
      <rect x="30" y="18" width="10" height="9" rx="1.5" fill="#ffd666" />
      <rect x="24" y="8" width="10" height="9" rx="1.5" fill="#fff" opacity="0.75" />
      <path d="M10 30h44l-6 13H16z" fill="#fff" />
      <path
        d="M8 50c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 10-3"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
