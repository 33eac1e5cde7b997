-- Every instance caches the site snapshot; any change to a site's rows tells them all to reload it.
CREATE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER site_domains_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_domains
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER site_register_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_register_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER site_customer_services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_customer_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER site_resources_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
ALTER TABLE sites ADD CONSTRAINT sites_status_check CHECK (status IN (0, 1, 2));
--> statement-breakpoint
ALTER TABLE sites ADD CONSTRAINT sites_code_check CHECK (code ~ '^[A-Za-z0-9_-]{2,32}$');
--> statement-breakpoint
ALTER TABLE sites ADD CONSTRAINT sites_default_language_check CHECK (default_language = ANY (supported_languages));
--> statement-breakpoint
ALTER TABLE site_domains ADD CONSTRAINT site_domains_lowercase_check CHECK (domain = lower(domain));
--> statement-breakpoint
CREATE UNIQUE INDEX site_domains_one_main ON site_domains (site_id) WHERE is_main;
