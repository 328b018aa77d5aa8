CREATE TABLE "remote_canary_devices" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"device_id" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_canary_devices_remote_version_device_id_pk" PRIMARY KEY("remote","version","device_id")
);
--> statement-breakpoint
CREATE INDEX "remote_canary_devices_address_idx" ON "remote_canary_devices" USING btree ("remote","version","address");