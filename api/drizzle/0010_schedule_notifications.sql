CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"receive_blast_notifications" boolean DEFAULT true NOT NULL,
	"receive_message_notifications" boolean DEFAULT true NOT NULL,
	"receive_reminders_just_for_you" boolean DEFAULT true NOT NULL,
	"receive_reminders_for_app" boolean DEFAULT true NOT NULL,
	"receive_reminders_via_push_notification" boolean DEFAULT true NOT NULL,
	"receive_reminders_via_email" boolean DEFAULT true NOT NULL,
	"is_daily_reminders" boolean DEFAULT false NOT NULL,
	"is_weekly_reminders" boolean DEFAULT false NOT NULL,
	"is_15_minute_reminder" boolean DEFAULT true NOT NULL,
	"is_starting_now_reminder" boolean DEFAULT true NOT NULL,
	"remind_day_of" boolean DEFAULT true NOT NULL,
	"is_all_reminders_inactive" boolean DEFAULT false NOT NULL,
	"last_daily_digest_on" text,
	"last_weekly_digest_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"token" text NOT NULL,
	"endpoint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_device_idx" ON "push_subscriptions" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_items_user_date_idx" ON "scheduled_items" USING btree ("user_id","date");