import { z } from "zod";
import raw from "../../site.config.json";

/**
 * Company data lives in one JSON file at the repository root
 * (decisions.md section 10) so an operator replaces the example values
 * without touching code. It is validated here, once, for client and server.
 */
const addressSchema = z.object({
  label: z.string(),
  labelEn: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
});

export const siteConfigSchema = z.object({
  isExample: z.boolean(),
  siteName: z.string().min(1),
  company: z.object({
    name: z.string().min(1),
    legalForm: z.string().min(1),
    representatives: z.array(z.string().min(1)).min(1),
    street: z.string().min(1),
    postalCode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().min(1),
    countryEn: z.string().min(1),
    secondAddress: addressSchema.optional(),
    phone: z.string().min(1),
    phoneDisplay: z.string().min(1),
    secondPhone: z.string().optional(),
    secondPhoneDisplay: z.string().optional(),
    email: z.email(),
    managementEmail: z.email(),
    register: z.string().min(1),
    registerNumber: z.string().min(1),
    vatId: z.string().min(1),
    dataProtectionOfficer: z.string().min(1),
    aiActOfficer: z.string().min(1),
  }),
  contactEmail: z.email(),
  bookingUrl: z.url(),
  dashboardUrl: z.url(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfig: SiteConfig = siteConfigSchema.parse(raw);
