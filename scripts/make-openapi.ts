/**
 * Writes docs/openapi.json, the checked-in copy of the OpenAPI document the
 * server serves at /api/openapi.json, and the pages' API types generated from
 * it (src/client/lib/api/schema.ts). src/server/openapi.test.ts fails when
 * either is out of date.
 *
 *   npm run openapi
 */
import { writeFileSync } from "node:fs";
import * as prettier from "prettier";
import { clientTypes, clientTypesPath, openApiDocument, openApiPath } from "../src/server/openapi";

async function write(file: string, text: string) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  console.log(`written to ${file}`);
}

const doc = await openApiDocument();
await write(openApiPath, JSON.stringify(doc));
await write(clientTypesPath, await clientTypes(doc));
