import type { Role } from "./accounts";

/** The operator as the auth API returns them (POST /api/auth/login, GET /api/auth/session). */
export interface SessionUser {
  id: string;
  email: string;
  /** What the account may do (src/shared/contracts/accounts.ts). */
  role: Role;
}

/** POST /api/auth/login and GET /api/auth/session on success. */
export interface SessionResult {
  user: SessionUser;
}

/** POST /api/stt on success: the recording's words. */
export interface TranscriptionResult {
  text: string;
}
