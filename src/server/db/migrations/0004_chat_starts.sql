CREATE TABLE "chat_starts" (
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_starts" ADD CONSTRAINT "chat_starts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_starts_workspace_created_idx" ON "chat_starts" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- The chats counted until now: results of the workspace's bots, and sessions only registered so far.
INSERT INTO "chat_starts" ("workspace_id", "created_at")
SELECT b."workspace_id", r."created_at" FROM "results" r JOIN "bots" b ON b."id" = r."bot_id"
UNION ALL
SELECT b."workspace_id", s."created_at" FROM "chat_sessions" s JOIN "bots" b ON b."id" = s."bot_id"
WHERE NOT s."is_preview" AND NOT EXISTS (SELECT 1 FROM "results" r WHERE r."id" = s."result_id");
