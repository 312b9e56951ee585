/** Shows a key as `sk-...a1b2`: enough to recognise it, never enough to use it. */
export function maskKey(key: string | undefined): string | null {
  if (!key) return null;
  if (key.length < 12) return "…";
  return `${key.slice(0, 3)}...${key.slice(-4)}`;
}
