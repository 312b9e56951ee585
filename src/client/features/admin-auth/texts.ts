import { defineTexts } from "#shared/i18n";

/** The sign-in form's texts; the German ones are pinned product texts, some of them English by design. */
export const loginTexts = defineTexts({
  de: {
    title: "Admin Login",
    username: "Username",
    password: "Password",
    submit: "Login",
    submitting: "Logging in...",
    intro: "Anmeldung für Betreiberinnen und Betreiber.",
    throttled:
      "Zu viele fehlgeschlagene Anmeldeversuche von dieser Verbindung. Bitte warte {seconds} Sekunden und versuche es dann erneut.",
    throttledOneSecond:
      "Zu viele fehlgeschlagene Anmeldeversuche von dieser Verbindung. Bitte warte eine Sekunde und versuche es dann erneut.",
  },
  en: {
    title: "Admin Login",
    username: "Username",
    password: "Password",
    submit: "Login",
    submitting: "Logging in...",
    intro: "Sign-in for operators.",
    throttled: "Too many failed sign-in attempts from this connection. Please wait {seconds} seconds and try again.",
    throttledOneSecond: "Too many failed sign-in attempts from this connection. Please wait a second and try again.",
  },
});
