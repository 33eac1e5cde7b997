-- Written by hand. Issue 25 "Service desk": an operator takes a chat room (and releases it); the list shows who
-- holds each. An operator removed leaves its rooms free.
ALTER TABLE "chat_rooms" ADD COLUMN "assignee_id" bigint REFERENCES "operators"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "assigned_at" timestamp with time zone;
