CREATE TABLE "push_channel_pace" (
	"channel" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
