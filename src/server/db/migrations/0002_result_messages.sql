CREATE TABLE "result_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"result_id" text NOT NULL,
	"block_id" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_messages" ADD CONSTRAINT "result_messages_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_messages_result_idx" ON "result_messages" USING btree ("result_id","id");