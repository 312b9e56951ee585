// Filled in by the knowledge-base work (issue 5): upload and document list.
export function KnowledgeBasePanel() {
  return <p className="text-zinc-300">Die Wissensdatenbank wird im nächsten Schritt eingerichtet.</p>;
}
