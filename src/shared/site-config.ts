// Named imports, so the pages' bundles carry only these keys of the file (Vite exports each top-level key);
// the processors and crisis lines stay on the server (server/site-config.ts).
import {
  bookingUrl,
  company,
  contactEmail,
  dashboardUrl,
  isExample,
  minimumAge,
  privacyUpdated,
  siteName,
} from "../../site.config.json";
import type { ProcessorEntry } from "./privacy";
import type { CrisisResourcesConfig } from "./schemas/crisis-resources";

/**
 * Company data live in one JSON file at the repository root
 * (site.config.json) so an operator replaces the example values
 * without touching code. The shape is checked by site-config-schema.ts at
 * server start and in the tests, so the client bundle needs no validator.
 */
export interface SiteConfig {
  isExample: boolean;
  siteName: string;
  company: {
    name: string;
    legalForm: string;
    representatives: string[];
    street: string;
    postalCode: string;
    city: string;
    country: string;
    countryEn: string;
    secondAddress?: { label: string; labelEn: string; street: string; postalCode: string; city: string };
    phone: string;
    phoneDisplay: string;
    secondPhone?: string;
    secondPhoneDisplay?: string;
    email: string;
    managementEmail: string;
    register: string;
    registerNumber: string;
    vatId: string;
    dataProtectionOfficer: string;
    aiActOfficer: string;
    /**
     * Where visitors report barriers, named in the accessibility statement. Optional: without it, or for the
     * part it leaves out, the imprint's `email` and `phone` stand in (see accessibilityContact()).
     */
    accessibilityContact?: { email: string; phone?: string; phoneDisplay?: string };
  };
  contactEmail: string;
  bookingUrl: string;
  dashboardUrl: string;
  /** Date (YYYY-MM-DD) the privacy policy was last revised; shown at its end. */
  privacyUpdated: string;
  /**
   * The age from which the coach is meant to be used (13 to 21, default 16), stated in the chat panel beside the
   * AI notice. It orders nothing in the crisis help: a younger visitor in crisis is helped all the same.
   */
  minimumAge: number;
  /**
   * The outside services the operator uses, one per kind; the privacy policy
   * lists those whose kind is switched on in the running server's configuration.
   */
  processors: ProcessorEntry[];
  /** The operator's crisis lines (an employee assistance number, other countries), added to the built-in list or replacing it. */
  crisisResources?: CrisisResourcesConfig;
}

/** What the pages may know of the configuration: everything but the processors and the crisis lines. */
export type PublicSiteConfig = Omit<SiteConfig, "processors" | "crisisResources">;

export const siteConfig: PublicSiteConfig = {
  isExample,
  siteName,
  company,
  contactEmail,
  bookingUrl,
  dashboardUrl,
  privacyUpdated,
  minimumAge,
};

/** The contact for reports of barriers: the operator's own where given, else the imprint's e-mail and phone. */
export function accessibilityContact(company: SiteConfig["company"]): { email: string; phone: string; phoneDisplay: string } {
  const own = company.accessibilityContact;
  const phone = own?.phone
    ? { phone: own.phone, phoneDisplay: own.phoneDisplay ?? own.phone }
    : { phone: company.phone, phoneDisplay: company.phoneDisplay };
  return { email: own?.email ?? company.email, ...phone };
}
