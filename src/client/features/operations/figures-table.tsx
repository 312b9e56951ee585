import type { ReactNode } from "react";

/** The classes of a figure's header and data cells. */
export const th = "px-3 py-2 text-left font-semibold text-zinc-200";
export const td = "px-3 py-2 whitespace-nowrap text-zinc-100 tabular-nums";

/** A column of a figures table: its heading, right-aligned when it holds numbers. */
export interface Column {
  key: string;
  label: ReactNode;
  numeric?: boolean;
}

/**
 * A card with one table of figures: a heading, a caption for screen readers, column headers and the
 * rows (`children`); `empty` instead of the table when there is nothing to show, and `note` below it.
 */
export function FiguresTable({
  title,
  caption,
  testId,
  minWidth,
  columns,
  empty,
  note,
  children,
}: {
  title: string;
  caption: string;
  testId: string;
  /** A Tailwind min-width class, so the table scrolls rather than squeezes on a phone. */
  minWidth: string;
  columns: readonly Column[];
  empty?: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-zinc-950 p-4">
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      {empty ? (
        <p className="mt-2 text-sm text-zinc-400">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-white/10">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.numeric ? `${th} text-right` : th}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">{children}</tbody>
          </table>
        </div>
      )}
      {note ? <p className="mt-3 text-xs text-zinc-400">{note}</p> : null}
    </div>
  );
}
