/** The operator as the API returns it; the schema is in src/shared/api/. */
export type { SessionResult } from "../api/auth";
