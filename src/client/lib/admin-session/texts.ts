import { defineTexts } from "#shared/i18n";

/** The sign-in dialog that opens in place when the operator's session has ended, and what a cancelled one leaves. */
export const sessionTexts = defineTexts({
  de: {
    title: "Bitte erneut anmelden",
    intro:
      "Ihre Sitzung ist abgelaufen oder wurde an anderer Stelle beendet. Melden Sie sich an, dann wird Ihre Änderung übernommen. Ihre Eingaben bleiben erhalten.",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden und fortfahren",
    submitting: "Anmeldung läuft …",
    cancel: "Abbrechen",
    cancelled:
      "Nichts geändert: Sie sind nicht mehr angemeldet. Ihre Eingaben sind noch da – versuchen Sie es erneut, um sich anzumelden.",
  },
  en: {
    title: "Please sign in again",
    intro:
      "Your session has expired or was ended elsewhere. Sign in and your change will be applied. What you entered stays as it is.",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in and continue",
    submitting: "Signing in …",
    cancel: "Cancel",
    cancelled: "Nothing changed: you are no longer signed in. What you entered is still here – try again to sign in.",
  },
});
