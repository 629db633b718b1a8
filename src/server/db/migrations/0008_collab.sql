CREATE TABLE "bot_collab_updates" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"update" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_collab_snapshots" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"state" bytea NOT NULL,
	"upto_seq" bigint NOT NULL,
	"document_updated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_collab_updates" ADD CONSTRAINT "bot_collab_updates_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_collab_snapshots" ADD CONSTRAINT "bot_collab_snapshots_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_collab_updates_bot_seq_idx" ON "bot_collab_updates" USING btree ("bot_id","seq");
