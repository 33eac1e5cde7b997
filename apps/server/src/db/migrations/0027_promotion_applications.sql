CREATE TABLE "promotion_application_images" (
	"grant_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "promotion_application_images_grant_id_position_pk" PRIMARY KEY("grant_id","position")
);
--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_grant_id_promotion_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."promotion_grants"("id") ON DELETE cascade ON UPDATE no action;