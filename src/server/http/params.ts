/**
 * A UUID as the database stores ids. Ids in URLs are checked against it before
 * any query: PostgreSQL refuses a malformed uuid with an error, not a miss.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
