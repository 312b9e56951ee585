import { z } from "zod";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ENGLISH_DEFAULTS } from "#tests/helpers/hostile";
import { loginSchema } from "#shared/schemas/auth";
import { chatRequestSchema, feedbackSchema, ttsRequestSchema } from "#shared/schemas/chat";
import { germanIssues } from "#shared/schemas/errors";
import { inquiryListQuerySchema, inquirySchema } from "#shared/schemas/inquiry";
import { personaInputSchema } from "#shared/schemas/persona";
import { voiceConfigSchema } from "#shared/schemas/voice-config";
import { nearValid, runs, VALID } from "./fuzz-test-helpers";

/**
 * Property-based checks of the shared schemas: whatever arrives, they answer
 * with a zod error in German or a value, never a throw, and every input a
 * person could validly send parses. (fuzz-json and fuzz-uploads fuzz the HTTP
 * endpoints.)
 */
const SCHEMAS: [string, z.ZodType, fc.Arbitrary<Record<string, unknown>>][] = [
  ["login", loginSchema, VALID.login],
  ["chat", chatRequestSchema, VALID.chat],
  ["tts", ttsRequestSchema, VALID.tts],
  ["feedback", feedbackSchema, VALID.feedback],
  ["inquiry", inquirySchema, VALID.inquiry],
  ["inquiry list query", inquiryListQuerySchema, VALID.inquiryQuery],
  ["persona", personaInputSchema, VALID.persona],
  ["voice config", voiceConfigSchema.strict(), VALID.voiceConfig],
];

describe("the shared schemas", () => {
  test.each(SCHEMAS)(
    "%s: any value gives a zod error with German messages or a parsed value, never a throw",
    (_name, schema, valid) => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.jsonValue(), nearValid(valid)), (input) => {
          let result: ReturnType<typeof schema.safeParse>;
          try {
            result = schema.safeParse(input, { error: germanIssues });
          } catch (err) {
            throw new Error(`safeParse threw ${String(err)}`);
          }
          if (!result.success) {
            expect(result.error).toBeInstanceOf(z.ZodError);
            for (const issue of result.error.issues) {
              expect(issue.message.length).toBeGreaterThan(0);
              expect(issue.message).not.toMatch(ENGLISH_DEFAULTS);
            }
          }
          // parse throws nothing but the zod error either.
          try {
            schema.parse(input);
          } catch (err) {
            expect(err).toBeInstanceOf(z.ZodError);
          }
        }),
        runs(300),
      );
    },
  );

  test.each(SCHEMAS)("%s: every valid generated input parses", (_name, schema, valid) => {
    fc.assert(
      fc.property(valid, (input) => {
        const result = schema.safeParse(input);
        if (!result.success)
          throw new Error(`refused ${JSON.stringify(input)}: ${result.error.issues.map((i) => i.message).join("; ")}`);
      }),
      runs(200),
    );
  });
});
