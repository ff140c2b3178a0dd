-- hand-written (issue 36 §4): the audit log partitioned by quarter instead of month. A member's access history reads
-- the member index of every partition, and its cost is the partitions it opens: over six years of months (76
-- partitions) its p95 was 31.5 ms at 50,000,000 rows against a target of 20 ms; quarters are a third as many. Each
-- quarter is made beside the table from its months' partitions (detached, copied, dropped) and any row of it in the
-- DEFAULT partition, then attached, which builds its indexes, as the maintenance job makes a quarter
-- (audit/audit-partitions.ts). Months already detached into audit_archive stay as they are. The month arithmetic is
-- done in UTC, whatever the session's time zone.
DO $$
DECLARE
  quarter_start timestamptz;
  quarter_end timestamptz;
  quarter_name text;
  month_name text;
BEGIN
  FOR quarter_start IN
    SELECT DISTINCT date_trunc('quarter', make_timestamptz(substring(c.relname from 12 for 4)::int, substring(c.relname from 17 for 2)::int, 1, 0, 0, 0, 'UTC'), 'UTC')
      FROM pg_inherits JOIN pg_class c ON c.oid = pg_inherits.inhrelid
      WHERE pg_inherits.inhparent = 'audit_log'::regclass AND c.relname ~ '^audit_log_y[0-9]{4}m[0-9]{2}$'
      ORDER BY 1
  LOOP
    quarter_end := ((quarter_start AT TIME ZONE 'UTC') + interval '3 months') AT TIME ZONE 'UTC';
    quarter_name := 'audit_log_y' || to_char(quarter_start AT TIME ZONE 'UTC', 'YYYY') || 'q' || to_char(quarter_start AT TIME ZONE 'UTC', 'Q');
    EXECUTE format('CREATE TABLE %I (LIKE "audit_log")', quarter_name);
    FOR month_name IN
      SELECT c.relname FROM pg_inherits JOIN pg_class c ON c.oid = pg_inherits.inhrelid
        WHERE pg_inherits.inhparent = 'audit_log'::regclass AND c.relname ~ '^audit_log_y[0-9]{4}m[0-9]{2}$'
          AND make_timestamptz(substring(c.relname from 12 for 4)::int, substring(c.relname from 17 for 2)::int, 1, 0, 0, 0, 'UTC') >= quarter_start
          AND make_timestamptz(substring(c.relname from 12 for 4)::int, substring(c.relname from 17 for 2)::int, 1, 0, 0, 0, 'UTC') < quarter_end
    LOOP
      EXECUTE format('ALTER TABLE "audit_log" DETACH PARTITION %I', month_name);
      EXECUTE format('INSERT INTO %I SELECT * FROM %I', quarter_name, month_name);
      EXECUTE format('DROP TABLE %I', month_name);
    END LOOP;
    EXECUTE format('WITH moved AS (DELETE FROM "audit_log_default" WHERE "occurred_at" >= %L AND "occurred_at" < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
      quarter_start, quarter_end, quarter_name);
    EXECUTE format('ALTER TABLE "audit_log" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', quarter_name, quarter_start, quarter_end);
  END LOOP;
END
$$;--> statement-breakpoint
ANALYZE "audit_log";
