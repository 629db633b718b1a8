CREATE TABLE "webhook_calls" (
	"result_id" text NOT NULL,
	"block_id" text NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_calls_result_id_block_id_pk" PRIMARY KEY("result_id","block_id")
);
