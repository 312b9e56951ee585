import Calendar from "lucide-react/icons/calendar";
import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { PageHeader } from "../../components/layout/page-header";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { pricingTexts } from "../../features/marketing/pricing-content";
import { primaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { PLAN_IDS } from "#shared/schemas/inquiry-form";
import { siteConfig } from "#shared/site-config";

export const meta = metaForPage("pricing");

export default function PricingPage() {
  const lang = useLang();
  const head = pageTexts[lang].pricing;
  const t = pricingTexts[lang];
  const { openWith } = useContactModal();
  const c = siteConfig.company;
  const cards = [
    {
      icon: Phone,
      title: t.phone,
      text: t.phoneText,
      href: `tel:${c.phone.replace(/[^+\d]/g, "")}`,
      label: c.phoneDisplay,
      external: false,
    },
    {
      icon: Mail,
      title: t.email,
      text: t.emailText,
      href: `mailto:${siteConfig.contactEmail}`,
      label: siteConfig.contactEmail,
      external: false,
    },
    {
      icon: Calendar,
      title: t.appointment,
      text: t.appointmentText,
      href: siteConfig.bookingUrl,
      label: t.appointmentCta,
      external: true,
    },
  ];
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.contactTitle} id="contact-cards">
        <div className="grid gap-6 md:grid-cols-3">
          {cards.map(({ icon: Icon, ...card }) => (
            <div key={card.title} className="rounded-2xl border border-white/10 bg-zinc-950 p-6">
              <Icon aria-hidden="true" className="h-6 w-6 text-pink-400" />
              <h3 className="mt-3 text-lg font-semibold text-white">{card.title}</h3>
              <p className="mt-1 text-sm text-zinc-400">{card.text}</p>
              <a
                href={card.href}
                {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="mt-4 inline-block font-semibold text-pink-300 underline"
              >
                {card.label}
              </a>
            </div>
          ))}
        </div>
      </Section>
      <Section title={t.plansTitle} id="plans">
        <div className="grid gap-6 md:grid-cols-2">
          {t.plans.map((plan) => (
            <div key={plan.name} className="flex flex-col rounded-3xl border border-white/10 bg-zinc-950 p-8">
              <h3 className="text-2xl font-bold text-white">{plan.name}</h3>
              <p className="mt-1 text-zinc-300">{plan.text}</p>
              <p className="mt-4 text-lg font-semibold text-pink-200">{t.onRequest}</p>
              <ul className="mt-6 flex-1 space-y-2">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-sm text-zinc-200">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-pink-400" />
                    {f}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => openWith({ plan: PLAN_IDS.find((id) => id === plan.id) })}
                className={`${primaryButton} mt-8`}
              >
                {t.ask}
                <span className="sr-only">: {plan.name}</span>
              </button>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
