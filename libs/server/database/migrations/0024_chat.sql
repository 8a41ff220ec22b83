CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer,
	"context_type" text,
	"context_id" integer,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"assignee_id" integer,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_shop_check" CHECK ((kind = 'shop') = (shop_id is not null)),
	CONSTRAINT "chat_conversations_context_check" CHECK ((context_type is null) = (context_id is null)),
	CONSTRAINT "chat_conversations_read_check" CHECK (customer_read_seq between 0 and last_seq and agent_read_seq between 0 and last_seq)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"nonce" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_seq_check" CHECK (seq >= 1),
	CONSTRAINT "chat_messages_body_check" CHECK (char_length(body) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_send_counters" (
	"user_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_send_counters_user_id_window_start_pk" PRIMARY KEY("user_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_counters" ADD CONSTRAINT "chat_send_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_support_unique" ON "chat_conversations" USING btree ("customer_id") WHERE kind = 'support';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_shop_unique" ON "chat_conversations" USING btree ("customer_id","shop_id") WHERE kind = 'shop';--> statement-breakpoint
CREATE INDEX "chat_conversations_shop_idx" ON "chat_conversations" USING btree ("shop_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_support_idx" ON "chat_conversations" USING btree ("kind","assignee_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_unique" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_nonce_unique" ON "chat_messages" USING btree ("sender_id","nonce");