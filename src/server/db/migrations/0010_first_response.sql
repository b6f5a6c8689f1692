ALTER TABLE "lead_index" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_index" ADD COLUMN "first_response_by" text;--> statement-breakpoint
CREATE INDEX "lead_index_first_response_idx" ON "lead_index" USING btree ("created_at","first_response_at","first_response_by") WHERE "lead_index"."kind" <> 'subscriber';--> statement-breakpoint
-- Keeps lead_index.first_response_at/by equal to the lead's earliest lead_events row with a staff member
-- (by created_at, then id), in the transaction of whatever writes the event. It recomputes from the
-- timeline (one indexed lookup) only when the changed event could be, or have been, the first.
CREATE FUNCTION "lead_first_response"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev lead_events%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN ev := OLD; ELSE ev := NEW; END IF;
  IF TG_OP = 'INSERT' AND NEW.username IS NULL THEN RETURN NULL; END IF;
  UPDATE lead_index l
  SET (first_response_at, first_response_by) = (
    SELECT e.created_at, e.username FROM lead_events e
    WHERE e.kind = l.kind AND e.lead_id = l.lead_id AND e.username IS NOT NULL
    ORDER BY e.created_at, e.id LIMIT 1)
  WHERE l.kind = ev.kind AND l.lead_id = ev.lead_id
    AND (TG_OP <> 'INSERT' OR l.first_response_at IS NULL OR l.first_response_at >= NEW.created_at);
  IF TG_OP = 'UPDATE' AND (OLD.kind, OLD.lead_id) IS DISTINCT FROM (NEW.kind, NEW.lead_id) THEN
    UPDATE lead_index l
    SET (first_response_at, first_response_by) = (
      SELECT e.created_at, e.username FROM lead_events e
      WHERE e.kind = l.kind AND e.lead_id = l.lead_id AND e.username IS NOT NULL
      ORDER BY e.created_at, e.id LIMIT 1)
    WHERE l.kind = OLD.kind AND l.lead_id = OLD.lead_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_events_first_response" AFTER INSERT OR DELETE OR UPDATE OF "kind", "lead_id", "username", "created_at" ON "lead_events" FOR EACH ROW EXECUTE FUNCTION "lead_first_response"();
--> statement-breakpoint
-- The leads answered before this migration.
UPDATE "lead_index" l SET "first_response_at" = f.created_at, "first_response_by" = f.username
FROM (
  SELECT DISTINCT ON (kind, lead_id) kind, lead_id, created_at, username FROM "lead_events"
  WHERE username IS NOT NULL ORDER BY kind, lead_id, created_at, id
) f
WHERE l.kind = f.kind AND l.lead_id = f.lead_id;
