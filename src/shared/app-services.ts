import type { PublicPersona } from "./api/personas";
import type { TranscriptPolicy } from "./contracts/transcripts";
import type { ProcessorEntry, ProcessorKind, ProcessorRegion } from "./privacy";
import type { Lang } from "./routes";

/**
 * What the server hands to React Router loaders (the load context). Only
 * types live here, so client route modules can describe what they need
 * without importing server code.
 */

/** A persona as a visitor's page shows it: the answer of GET /api/personas/:slug. */
export type { PublicPersona };

import type { SessionUser } from "./api/auth";

export type { SessionUser };

/** The operator's speed and pitch (1 = unchanged), for the browser's own voice. */
export interface VoicePlayback {
  pitch: number;
  speed: number;
}

export interface ProviderStatus {
  /** True when chat answers come from the offline demo provider. */
  demoMode: boolean;
  /** True when a server-side voice (ElevenLabs) speaks the answers. */
  serverVoice: boolean;
  /** True when recorded audio can be transcribed on the server. */
  serverStt: boolean;
}

export interface AppServices {
  personas: {
    /** The active persona for a slug ('demo' is the default), with its greeting in `lang`, or undefined. */
    getPublic(slug: string, lang: Lang): Promise<PublicPersona | undefined>;
  };
  embed: {
    /**
     * What the embedded panel of this slug shows beyond the persona (the embedding site's privacy
     * policy), or undefined unless the active persona may be embedded on at least one site.
     */
    panel(slug: string): Promise<{ privacyUrl: string | null } | undefined>;
  };
  auth: {
    /** The signed-in operator for this request's session cookie, if any. */
    getUser(request: Request): Promise<SessionUser | undefined>;
  };
  providers: ProviderStatus;
  voice: {
    /** The active voice settings' speed and pitch. */
    getPlayback(): Promise<VoicePlayback>;
  };
  privacy: {
    /** The kinds of outside service this server's configuration switches on, in the policy's order. */
    activeKinds: ProcessorKind[];
    /** The operator's description of each (site.config.json `processors`), for the active kinds only. */
    processors: ProcessorEntry[];
    /** Where each active processor's configured endpoint processes (decision 042); hosting has none. */
    regions: ProcessorRegion[];
  };
  transcripts: {
    /** Whether the operator keeps transcripts with the visitor's consent, and for how many days. */
    getPolicy(): Promise<TranscriptPolicy>;
  };
  inquiries: {
    /** How many days a contact inquiry is kept after it was dealt with (the owner's setting). */
    getRetentionDays(): Promise<number>;
  };
  limits: {
    /** Upload size limit in megabytes (MAX_UPLOAD_MB). */
    maxUploadMb: number;
  };
}

export interface AppLoadContextValue {
  services: AppServices;
  /** Per-response nonce for inline scripts under the content security policy. */
  cspNonce?: string;
  /** The visitor's preferred language from the `lang` cookie (admin pages). */
  preferredLang?: Lang;
  /** The site's public origin (SITE_URL) for canonical and Open Graph URLs; absent while the build prerenders pages. */
  siteOrigin?: string;
}
