CREATE TABLE "bot_notes" (
	"bot_id" text NOT NULL,
	"id" text NOT NULL,
	"content" text NOT NULL,
	"color" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_notes_bot_id_id_pk" PRIMARY KEY("bot_id","id")
);
--> statement-breakpoint
ALTER TABLE "bot_notes" ADD CONSTRAINT "bot_notes_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;