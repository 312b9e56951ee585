// Replaced by the full contact form of spec section 5 (issue 3).
export function ContactModal({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Kontakt">
      <button type="button" onClick={onClose}>
        X
      </button>
    </div>
  );
}
