/** The product name, shown beside the logo, in the footer and in document titles. */
export const productName = 'Tessera';

/** The Tessera mark: four tiles. The same drawing is inlined in index.html's loading fallback. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="#5b4fe0" />
      <rect x="26" y="2" width="20" height="20" rx="4" fill="#8a80ef" />
      <rect x="2" y="26" width="20" height="20" rx="4" fill="#8a80ef" />
      <rect x="26" y="26" width="20" height="20" rx="4" fill="#5b4fe0" />
    </svg>
  );
}
