/** How long a button's ripple lasts (SPEC §9). */
export const rippleDurationMs = 500;

/**
 * A ripple on every antd button, from where it was pressed. One delegated listener for the whole
 * document, so no button needs wrapping. Returns the uninstall function.
 */
export function installRipple(doc: Document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('.ant-btn');
    if (!button || button.hasAttribute('disabled')) return;
    const rect = button.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const ripple = doc.createElement('span');
    ripple.className = 'tessera-ripple';
    ripple.setAttribute('aria-hidden', 'true');
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - rect.left - size / 2}px`;
    ripple.style.top = `${event.clientY - rect.top - size / 2}px`;
    ripple.style.animationDuration = `${rippleDurationMs}ms`;
    button.appendChild(ripple);
    doc.defaultView?.setTimeout(() => ripple.remove(), rippleDurationMs);
  };
  doc.addEventListener('pointerdown', onPointerDown);
  return () => doc.removeEventListener('pointerdown', onPointerDown);
}
