-- Every server instance keeps verified client system access tokens for a few seconds (client-system-auth.ts). These
-- triggers tell all of them, through NOTIFY on channel client_system_changes, when a kept token may no longer be
-- what the database says, whichever code path (or person at a SQL prompt) changed it. NOTIFY is sent at commit.
-- Payloads: 'client-system:<id>' (revoked, scopes, NPIs or anything else of the system changed; deleted) and
-- 'token:<token hash>' (a token changed or deleted).
CREATE FUNCTION notify_client_system_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('client_system_changes', 'client-system:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER client_systems_notify_change
  AFTER UPDATE ON client_systems
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_client_system_change();
--> statement-breakpoint
CREATE TRIGGER client_systems_notify_delete AFTER DELETE ON client_systems FOR EACH ROW EXECUTE FUNCTION notify_client_system_change();
--> statement-breakpoint
CREATE FUNCTION notify_client_token_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('client_system_changes', 'token:' || OLD.token_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER client_access_tokens_notify_change
  AFTER UPDATE ON client_access_tokens
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_client_token_change();
--> statement-breakpoint
CREATE TRIGGER client_access_tokens_notify_delete AFTER DELETE ON client_access_tokens FOR EACH ROW EXECUTE FUNCTION notify_client_token_change();
