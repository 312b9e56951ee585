// Filled in by the voice-demo work (issue 6): persona management.
export function PersonasPanel() {
  return <p className="text-zinc-300">Die Verwaltung der Personas wird im nächsten Schritt eingerichtet.</p>;
}
