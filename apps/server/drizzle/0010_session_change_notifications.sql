-- Every server instance caches validated sessions for a few seconds. These triggers tell all of them, through
-- NOTIFY on channel session_changes, when a cached session may have changed, whichever code path (or person at a
-- SQL prompt) changed it. NOTIFY is transactional: it is sent when the change commits, never for a rollback.
-- Payloads: 'session:<token hash>' (revoked, impersonation started or ended, deleted) and 'account:<id>' (a field
-- a session carries changed: status, lock, flags, name, user id, roles).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change
  AFTER UPDATE OF revoked_at, impersonated_account_id, impersonation_return_to ON sessions
  FOR EACH ROW
  WHEN (
    OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.impersonated_account_id IS DISTINCT FROM NEW.impersonated_account_id
    OR OLD.impersonation_return_to IS DISTINCT FROM NEW.impersonation_return_to
  )
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'account:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The columns of a session's account (session.repository.ts, sessionAccountColumns); a login's counters and
-- time stamps are not among them, so logins notify no one.
CREATE TRIGGER accounts_notify_change
  AFTER UPDATE ON accounts
  FOR EACH ROW
  WHEN (
    (OLD.login_id, OLD.email, OLD.first_name, OLD.last_name, OLD.phone, OLD.is_employee, OLD.roles, OLD.account_status,
      OLD.is_locked, OLD.has_temporary_password, OLD.force_account_update)
    IS DISTINCT FROM
    (NEW.login_id, NEW.email, NEW.first_name, NEW.last_name, NEW.phone, NEW.is_employee, NEW.roles, NEW.account_status,
      NEW.is_locked, NEW.has_temporary_password, NEW.force_account_update)
  )
  EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_delete AFTER DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION notify_account_change();
