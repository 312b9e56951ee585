import { createContext } from "react";

/**
 * The per-response nonce that lets a server-rendered page's inline script run
 * under the content security policy (entry.server.tsx provides it). Absent in
 * the browser and in prerendered pages, whose inline scripts the server allows
 * by hash.
 */
export const CspNonce = createContext<string | undefined>(undefined);
