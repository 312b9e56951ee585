import { AlertDialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/**
 * A destructive action behind a confirmation (deleting a document or a
 * transcript, emptying the cache): `trigger` opens the dialog, which says
 * what will happen; only its confirm button calls `onConfirm`, and Escape or
 * cancel leave everything as it was.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  cancel: string;
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,90vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-white/10 bg-zinc-950 p-6">
          <AlertDialog.Title className="text-lg font-semibold text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-sm text-zinc-300">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <button type="button" className="rounded-lg border border-white/20 px-4 py-2 text-white">
                {cancel}
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" onClick={onConfirm} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
                {confirm}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
