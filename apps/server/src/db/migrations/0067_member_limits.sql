-- Written by hand. Issue 28: the limits members set on their own play, one row a kind and period while in force.
CREATE TABLE "member_limits" (
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_period_pk" PRIMARY KEY ("member_id", "kind", "period"),
	CONSTRAINT "member_limits_kind" CHECK ("kind" IN ('deposit')),
	CONSTRAINT "member_limits_period" CHECK ("period" IN ('day', 'week', 'month')),
	CONSTRAINT "member_limits_amount" CHECK ("amount" >= 0)
);
