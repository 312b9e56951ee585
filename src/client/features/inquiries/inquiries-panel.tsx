import { useEffect, useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Inquiry } from "#shared/api/inquiries";
import type { Role } from "#shared/contracts/accounts";
import { INQUIRY_STATUSES, type InquiryStatus } from "#shared/contracts/inquiries";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { PLAN_NAMES } from "#shared/schemas/inquiry-form";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { InquirySettings } from "./inquiry-settings";
import { inquiryTexts } from "./texts";

const STATUS_STYLE: Record<InquiryStatus, string> = {
  new: "border-l-pink-400",
  "in-progress": "border-l-amber-300",
  done: "border-l-green-400",
};

/**
 * Contact inquiries for the operator, newest first: each with its status and
 * a deletion behind a confirmation; a CSV export of all; and the retention
 * period of done ones beside them (the owner sets it, editors read it).
 */
export function InquiriesPanel({ lang }: { lang: Lang }) {
  const t = inquiryTexts[lang];
  const [items, setItems] = useState<Inquiry[] | null>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const owner = useRouteLoaderData<{ role: Role | null }>("admin")?.role === "owner";
  useEffect(() => {
    api
      .GET("/api/inquiries")
      .then(({ data }) => setItems(data ?? null))
      .catch(() => setItems(null));
  }, [api]);
  const fmt = new Intl.DateTimeFormat(LOCALES[lang].tag, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

  const changeStatus = async (item: Inquiry, status: InquiryStatus) => {
    setNotice(undefined);
    const saved = await settle<Inquiry>(
      adminApi.PUT("/api/inquiries/{id}/status", { params: { path: { id: item.id } }, body: { status } }),
      lang,
      t.statusFailed,
      (err, l) => changeFailedText(err, l, t.statusFailed),
    );
    if (saved.ok) setItems((list) => list?.map((i) => (i.id === item.id ? saved.data : i)));
    else setNotice({ ok: false, text: saved.text });
  };

  const remove = async (item: Inquiry) => {
    setNotice(undefined);
    const done = await settle<unknown>(
      adminApi.DELETE("/api/inquiries/{id}", { params: { path: { id: item.id } } }),
      lang,
      t.deleteFailed,
      (err, l) => changeFailedText(err, l, t.deleteFailed),
    );
    if (done.ok) {
      setItems((list) => list?.filter((i) => i.id !== item.id));
      setNotice({ ok: true, text: t.deleted });
    } else setNotice({ ok: false, text: done.text });
  };

  return (
    <div className="space-y-6">
      <InquirySettings lang={lang} owner={owner} />
      <p role={notice && !notice.ok ? "alert" : "status"} className={notice?.ok ? "text-green-300" : "text-red-300"}>
        {notice?.text ?? ""}
      </p>
      {items === undefined ? (
        <p className="text-zinc-400">…</p>
      ) : items === null ? (
        <p role="alert" className="text-red-300">
          {t.failed}
        </p>
      ) : items.length === 0 ? (
        <p className="text-zinc-400">{t.empty}</p>
      ) : (
        <>
          <p>
            <a
              className="rounded px-1 text-sm font-semibold text-pink-300 underline hover:text-pink-200"
              href="/api/inquiries/export"
              download
              data-testid="inquiries-export"
            >
              {t.export}
            </a>
          </p>
          <ul className="space-y-4">
            {items.map((i) => (
              <InquiryItem
                key={i.id}
                item={i}
                lang={lang}
                fmt={fmt}
                onStatus={(s) => changeStatus(i, s)}
                onDelete={() => remove(i)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function InquiryItem({
  item: i,
  lang,
  fmt,
  onStatus,
  onDelete,
}: {
  item: Inquiry;
  lang: Lang;
  fmt: Intl.DateTimeFormat;
  onStatus: (status: InquiryStatus) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const t = inquiryTexts[lang];
  const id = useId();
  const [busy, setBusy] = useState(false);
  const who = `${t.salutations[i.salutation]} ${i.academicTitle ? `${i.academicTitle} ` : ""}${i.name}`;
  const when = fmt.format(new Date(i.createdAt));
  return (
    <li
      className={`rounded-2xl border border-l-4 border-white/10 bg-zinc-950 p-5 ${STATUS_STYLE[i.status]}`}
      data-testid="inquiry"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">{who}</p>
        <time dateTime={i.createdAt} className="text-sm text-zinc-400">
          {when}
          {i.emailedAt ? ` · ${t.mailed}` : ""}
        </time>
      </div>
      <p className="mt-1 text-sm">
        <a className="break-all text-pink-300 underline" href={`mailto:${i.email}`}>
          {i.email}
        </a>
        {" · "}
        <a className="whitespace-nowrap text-pink-300 underline" href={`tel:${i.phone.replace(/[^+\d]/g, "")}`}>
          {i.phone}
        </a>
      </p>
      {i.context ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="inquiry-context">
          {i.context.offer ? (
            <div className="flex gap-1">
              <dt className="text-zinc-400">{t.offer}:</dt>
              <dd className="text-white">{t.offers[i.context.offer]}</dd>
            </div>
          ) : null}
          {i.context.reach ? (
            <div className="flex gap-1">
              <dt className="text-zinc-400">{t.reach}:</dt>
              <dd className="text-white">{t.reaches[i.context.reach]}</dd>
            </div>
          ) : null}
          {i.context.plan ? (
            <div className="flex gap-1">
              <dt className="text-zinc-400">{t.plan}:</dt>
              <dd className="text-white">{PLAN_NAMES[i.context.plan]}</dd>
            </div>
          ) : null}
          {i.context.page ? (
            <div className="flex gap-1">
              <dt className="text-zinc-400">{t.page}:</dt>
              <dd className="break-all text-white">{i.context.page}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-zinc-200">{i.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-white/10 pt-4">
        <label htmlFor={`${id}-status`} className="text-sm text-zinc-300">
          {t.status}
          <span className="sr-only">: {who}</span>
        </label>
        <select
          id={`${id}-status`}
          value={i.status}
          disabled={busy}
          onChange={(e) => {
            setBusy(true);
            void onStatus(e.target.value as InquiryStatus).finally(() => setBusy(false));
          }}
          className="rounded-lg border border-white/15 bg-black px-3 py-1.5 text-sm text-white focus:border-pink-400 focus:outline-none disabled:opacity-60"
        >
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
        {i.doneAt ? (
          <span className="text-sm text-zinc-400">{format(t.doneAt, { when: fmt.format(new Date(i.doneAt)) })}</span>
        ) : null}
        <span className="ml-auto">
          <ConfirmDialog
            trigger={
              <button
                type="button"
                disabled={busy}
                className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-600 disabled:opacity-60"
              >
                {t.delete}
                <span className="sr-only">: {who}</span>
              </button>
            }
            title={t.confirmTitle}
            description={format(t.confirmText, { name: who, when })}
            cancel={t.cancel}
            confirm={t.confirm}
            onConfirm={() => {
              setBusy(true);
              void onDelete().finally(() => setBusy(false));
            }}
          />
        </span>
      </div>
    </li>
  );
}
