import { z } from "./zod";
import type { SiteConfig } from "./site-config";
import { PROCESSOR_KINDS } from "./privacy";
import { crisisResourcesConfigSchema } from "./schemas/crisis-resources";

const nonEmpty = z.string().min(1);
const localized = z.object({ de: nonEmpty, en: nonEmpty });

/** Validates site.config.json (server start and tests); a bad file stops the server with the reason. */
export const siteConfigSchema = z.object({
  isExample: z.boolean(),
  siteName: nonEmpty,
  company: z.object({
    name: nonEmpty,
    legalForm: nonEmpty,
    representatives: z.array(nonEmpty).min(1),
    street: nonEmpty,
    postalCode: nonEmpty,
    city: nonEmpty,
    country: nonEmpty,
    countryEn: nonEmpty,
    secondAddress: z
      .object({ label: nonEmpty, labelEn: nonEmpty, street: nonEmpty, postalCode: nonEmpty, city: nonEmpty })
      .optional(),
    phone: nonEmpty,
    phoneDisplay: nonEmpty,
    secondPhone: z.string().optional(),
    secondPhoneDisplay: z.string().optional(),
    email: z.email(),
    managementEmail: z.email(),
    register: nonEmpty,
    registerNumber: nonEmpty,
    vatId: nonEmpty,
    dataProtectionOfficer: nonEmpty,
    aiActOfficer: nonEmpty,
    accessibilityContact: z
      .object({ email: z.email(), phone: nonEmpty.optional(), phoneDisplay: nonEmpty.optional() })
      .refine((c) => c.phone !== undefined || c.phoneDisplay === undefined, {
        message: "phoneDisplay needs phone, the number that is dialled",
        path: ["phoneDisplay"],
      })
      .optional(),
  }),
  contactEmail: z.email(),
  bookingUrl: z.url(),
  dashboardUrl: z.url(),
  privacyUpdated: z.iso.date(),
  minimumAge: z.number().int().min(13).max(21).default(16),
  processors: z.array(
    z.object({
      kind: z.enum(PROCESSOR_KINDS),
      name: nonEmpty,
      purpose: localized,
      location: localized,
      transfer: localized.optional(),
    }),
  ),
  crisisResources: crisisResourcesConfigSchema.optional(),
}) satisfies z.ZodType<SiteConfig>;
