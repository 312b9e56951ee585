import { defineTexts, type Lang, LOCALES } from "#shared/i18n";

/** Texts of the account pages: own account and sessions, accounts and invitations, the invitation page. */
export const accountTexts = defineTexts({
  de: {
    nav: { label: "Bereiche", dashboard: "Übersicht", account: "Mein Konto", accounts: "Konten" },
    roles: { owner: "Inhaber", editor: "Redakteur" },
    roleHints: {
      owner: "Alles, auch Konten, Einladungen, Anbieter, Stimme und gespeicherte Gespräche",
      editor: "Inhalte: Wissensbasis, Personas, Anfragen, Zahlen; keine Konten, Anbieter, Stimme oder gespeicherten Gespräche",
    },
    account: {
      title: "Mein Konto",
      intro: "Angemeldet als {email} ({role}).",
    },
    sessions: {
      title: "Sitzungen",
      intro: "Wo dieses Konto gerade angemeldet ist. Adressen werden nicht gespeichert.",
      device: "Gerät",
      unknownDevice: "Unbekanntes Gerät",
      since: "Angemeldet",
      lastActive: "Zuletzt aktiv",
      current: "Diese Sitzung",
      failed: "Die Sitzungen konnten nicht geladen werden.",
    },
    accounts: {
      title: "Konten",
      intro:
        "Wer den Betreiberbereich nutzen darf. Inhaber verwalten Konten, Einladungen, Anbieter, Stimme und gespeicherte Gespräche; Redakteure die Inhalte.",
      forbiddenTitle: "Nur für Inhaber",
      forbidden:
        "Konten und Einladungen verwalten nur Inhaber. Ihr Konto ist ein Redakteurskonto. Bitten Sie einen Inhaber, wenn Sie etwas an den Konten ändern möchten.",
      back: "Zur Übersicht",
      list: "Konten",
      name: "Name",
      email: "E-Mail",
      role: "Rolle",
      lastActive: "Zuletzt aktiv",
      never: "keine offene Sitzung",
      you: "Sie",
      roleOf: "Rolle von {email}",
      remove: "Entfernen",
      removeLabel: "Konto {email} entfernen",
      confirmRemove: "Konto {email} wirklich entfernen? Seine Sitzungen enden sofort.",
      removed: "Konto {email} entfernt.",
      roleChanged: "{email} ist jetzt {role}.",
      failed: "Das hat nicht geklappt.",
      loadFailed: "Die Konten konnten nicht geladen werden.",
    },
    invitations: {
      title: "Einladen",
      intro:
        "Die eingeladene Person bekommt einen Link, der {days} Tage und nur einmal gilt. Damit wählt sie Namen und Passwort und ist angemeldet.",
      email: "E-Mail-Adresse",
      role: "Rolle",
      send: "Einladung erstellen",
      sending: "Wird erstellt …",
      mailed: "Die Einladung an {email} ist per E-Mail unterwegs.",
      printed: "Es ist kein E-Mail-Versand eingerichtet. Geben Sie {email} diesen Link weiter; er wird nur jetzt angezeigt:",
      copy: "Link kopieren",
      copied: "Kopiert.",
      pending: "Offene Einladungen",
      none: "Keine offenen Einladungen.",
      invitedBy: "eingeladen von {email}",
      expires: "gültig bis {date}",
      byMail: "per E-Mail",
      byLink: "als Link",
      revoke: "Zurückziehen",
      revokeLabel: "Einladung an {email} zurückziehen",
      revoked: "Die Einladung an {email} ist zurückgezogen.",
    },
    invitation: {
      title: "Einladung annehmen",
      checking: "Die Einladung wird geprüft …",
      intro: "Sie wurden als {role} in den Betreiberbereich eingeladen. Ihre Anmeldung lautet {email}.",
      expires: "Der Link gilt bis {date}.",
      name: "Ihr Name",
      password: "Passwort (mindestens {min} Zeichen)",
      repeat: "Passwort wiederholen",
      mismatch: "Die beiden Passwörter stimmen nicht überein.",
      accept: "Konto anlegen und anmelden",
      accepting: "Wird angelegt …",
      failed: "Das Konto konnte nicht angelegt werden. Bitte versuchen Sie es noch einmal.",
      noToken: "Dieser Link ist unvollständig. Bitte öffnen Sie den ganzen Link aus der Einladung.",
      toLogin: "Zur Anmeldung",
    },
  },
  en: {
    nav: { label: "Areas", dashboard: "Overview", account: "My account", accounts: "Accounts" },
    roles: { owner: "owner", editor: "editor" },
    roleHints: {
      owner: "Everything, including accounts, invitations, providers, voice and stored conversations",
      editor: "Content: knowledge base, personas, inquiries, figures; no accounts, providers, voice or stored conversations",
    },
    account: {
      title: "My account",
      intro: "Signed in as {email} ({role}).",
    },
    sessions: {
      title: "Sessions",
      intro: "Where this account is signed in right now. No addresses are stored.",
      device: "Device",
      unknownDevice: "Unknown device",
      since: "Signed in",
      lastActive: "Last active",
      current: "This session",
      failed: "The sessions could not be loaded.",
    },
    accounts: {
      title: "Accounts",
      intro:
        "Who may use the operator area. Owners manage accounts, invitations, providers, voice and stored conversations; editors the content.",
      forbiddenTitle: "Owners only",
      forbidden:
        "Only owners manage accounts and invitations. Your account is an editor account. Please ask an owner if you want something changed.",
      back: "To the overview",
      list: "Accounts",
      name: "Name",
      email: "E-mail",
      role: "Role",
      lastActive: "Last active",
      never: "no open session",
      you: "you",
      roleOf: "Role of {email}",
      remove: "Remove",
      removeLabel: "Remove the account {email}",
      confirmRemove: "Really remove the account {email}? Its sessions end at once.",
      removed: "The account {email} has been removed.",
      roleChanged: "{email} is now {role}.",
      failed: "That did not work.",
      loadFailed: "The accounts could not be loaded.",
    },
    invitations: {
      title: "Invite",
      intro:
        "The person you invite gets a link that works once and for {days} days. With it they choose a name and password and are signed in.",
      email: "E-mail address",
      role: "Role",
      send: "Create invitation",
      sending: "Creating …",
      mailed: "The invitation to {email} is on its way by e-mail.",
      printed: "No e-mail sending is set up. Pass this link on to {email}; it is shown only now:",
      copy: "Copy link",
      copied: "Copied.",
      pending: "Pending invitations",
      none: "No pending invitations.",
      invitedBy: "invited by {email}",
      expires: "valid until {date}",
      byMail: "by e-mail",
      byLink: "as a link",
      revoke: "Withdraw",
      revokeLabel: "Withdraw the invitation to {email}",
      revoked: "The invitation to {email} has been withdrawn.",
    },
    invitation: {
      title: "Accept the invitation",
      checking: "Checking the invitation …",
      intro: "You have been invited to the operator area as an {role}. You sign in as {email}.",
      expires: "The link is valid until {date}.",
      name: "Your name",
      password: "Password (at least {min} characters)",
      repeat: "Repeat the password",
      mismatch: "The two passwords do not match.",
      accept: "Create account and sign in",
      accepting: "Creating …",
      failed: "The account could not be created. Please try again.",
      noToken: "This link is incomplete. Please open the whole link from the invitation.",
      toLogin: "To sign-in",
    },
  },
});

/** A date and time in the page's language. */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Date(iso).toLocaleString(LOCALES[lang].tag, { dateStyle: "medium", timeStyle: "short" });
}

export const fieldClass =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";
export const primaryButton =
  "rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60";
export const secondaryButton =
  "rounded-lg border border-white/20 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60";

/** A form field's text (empty for a missing or file field). */
export function fieldValue(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
