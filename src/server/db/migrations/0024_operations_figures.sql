-- The operations view (decision 047): latency per stage as hourly histograms per persona, and provider
-- calls and failures per hour; counts only, no visitor, conversation or text.
CREATE TABLE "latency_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"persona_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "latency_hourly_hour_persona_id_stage_bucket_pk" PRIMARY KEY("hour","persona_id","stage","bucket")
);
--> statement-breakpoint
CREATE TABLE "provider_calls_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"calls" integer NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "provider_calls_hourly_hour_kind_provider_pk" PRIMARY KEY("hour","kind","provider")
);
--> statement-breakpoint
ALTER TABLE "latency_hourly" ADD CONSTRAINT "latency_hourly_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;