CREATE TABLE "site_customer_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_register_rules" (
	"site_id" integer NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"pattern_id" text NOT NULL,
	"min_length" smallint NOT NULL,
	"max_length" smallint NOT NULL,
	CONSTRAINT "site_register_rules_site_id_field_pk" PRIMARY KEY("site_id","field")
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_language" text DEFAULT 'EN' NOT NULL,
	"supported_languages" text[] DEFAULT '{EN}' NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimals" smallint DEFAULT 2 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"allowed_countries" text[] DEFAULT '{}' NOT NULL,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"dialing_countries" text[] DEFAULT '{}' NOT NULL,
	"agent_types" integer[] DEFAULT '{1,2,41,42}' NOT NULL,
	"trial_type" integer DEFAULT 4 NOT NULL,
	"esports_vendors" text[] DEFAULT '{IMES,TF}' NOT NULL,
	"cockfight_vendors" text[] DEFAULT '{SV3,DS88}' NOT NULL,
	"prize_modes" text[] DEFAULT '{LOTT,ZY,ELOTT,SEA}' NOT NULL,
	"switches" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"image_cdns" text[] DEFAULT '{}' NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}' NOT NULL,
	"gtag_id" text,
	"sms_expired_minutes" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "site_customer_services" ADD CONSTRAINT "site_customer_services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_register_rules" ADD CONSTRAINT "site_register_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_resources" ADD CONSTRAINT "site_resources_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;