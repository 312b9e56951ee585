import { z } from "zod";
import type { SiteConfig } from "./site-config";
import { crisisResourcesConfigSchema } from "./schemas/crisis-resources";

const nonEmpty = z.string().min(1);

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
  }),
  contactEmail: z.email(),
  bookingUrl: z.url(),
  dashboardUrl: z.url(),
  crisisResources: crisisResourcesConfigSchema.optional(),
}) satisfies z.ZodType<SiteConfig>;
