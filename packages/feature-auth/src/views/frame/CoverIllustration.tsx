/**
 * The cover frame's artwork, drawn here: a browser window with a sign-in card, a shield and
 * the Tessera tiles. Decorative, so hidden from assistive technology.
 */
export function CoverIllustration() {
  return (
    <svg
      className="auth-cover__illustration"
      viewBox="0 0 480 360"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="240" cy="330" rx="200" ry="18" fill="currentColor" opacity="0.08" />
      {/* Browser window */}
      <rect
        x="60"
        y="40"
        width="300"
        height="230"
        rx="16"
        fill="#ffffff"
        stroke="#d9d6f7"
        strokeWidth="3"
      />
      <path d="M60 56a16 16 0 0 1 16-16h268a16 16 0 0 1 16 16v20H60z" fill="#eeecfd" />
      <circle cx="84" cy="58" r="5" fill="#ff9f43" />
      <circle cx="100" cy="58" r="5" fill="#28c76f" />
      <circle cx="116" cy="58" r="5" fill="#8a80ef" />
      {/* Sign-in card inside the window */}
      <rect x="120" y="100" width="180" height="140" rx="12" fill="#f7f6fe" />
      <circle cx="210" cy="130" r="16" fill="#8a80ef" />
      <rect x="150" y="160" width="120" height="12" rx="6" fill="#d9d6f7" />
      <rect x="150" y="182" width="120" height="12" rx="6" fill="#d9d6f7" />
      <rect x="170" y="206" width="80" height="18" rx="9" fill="#5b4fe0" />
      {/* Shield */}
      <path d="M380 120l56 20v44c0 38-24 66-56 78-32-12-56-40-56-78v-44z" fill="#5b4fe0" />
      <path
        d="M358 186l16 16 30-34"
        fill="none"
        stroke="#ffffff"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Tessera tiles */}
      <rect x="24" y="230" width="40" height="40" rx="8" fill="#5b4fe0" />
      <rect x="70" y="230" width="40" height="40" rx="8" fill="#8a80ef" />
      <rect x="24" y="276" width="40" height="40" rx="8" fill="#8a80ef" />
      <rect x="70" y="276" width="40" height="40" rx="8" fill="#5b4fe0" />
      {/* Plant */}
      <rect x="396" y="286" width="36" height="34" rx="6" fill="#ff9f43" />
      <path
        d="M414 286c0-30-18-40-30-44 4 18 12 34 30 44zm0 0c0-34 14-48 28-52-2 20-10 40-28 52z"
        fill="#28c76f"
      />
    </svg>
  );
}
