-- Replays a recorded session (a HAR capture, an NDJSON request log) against the cluster and
-- puts each response PostgREST 12 would send back into the session's template, where the
-- recording had `"@@response@@"` (and `"@@size@@"` for a HAR entry's content size).
--
-- A write draws values on the server: `auth.uid()` from the request's JWT, `now()` and
-- `gen_random_uuid()`. The replay takes them from the recording, so the same request gives
-- the same row: the JWT's `sub`, the time the request reached the server (`pgrst.arrival`), and the id of the response's
-- `Location` header. The caller runs a replay in a transaction and rolls it back.

-- The `sub` claim of `Bearer <jwt>`: what PostgREST hands Supabase's `auth.uid()`.
CREATE FUNCTION pgrst.jwt_sub(bearer text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT convert_from(decode(rpad(translate(payload, '-_', '+/'),
                                  4 * ((length(payload) + 3) / 4), '='), 'base64'), 'UTF8')::json ->> 'sub'
  FROM (SELECT split_part(bearer, '.', 2) AS payload) AS jwt
$$;

-- Pins the server-drawn values of the next write to `tbl` (see above).
CREATE FUNCTION pgrst.pin_write(tbl text, bearer text, at timestamptz, location text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  col record;
  id text := substring(location FROM 'id=eq\.([0-9a-f-]{36})');
BEGIN
  PERFORM set_config('request.jwt.claim.sub', coalesce(pgrst.jwt_sub(bearer), ''), true);
  FOR col IN
    SELECT a.attname, pg_get_expr(d.adbin, d.adrelid) AS expr
    FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attrelid = format('public.%I', tbl)::regclass
  LOOP
    IF col.expr = 'now()' AND at IS NOT NULL THEN
      EXECUTE format('ALTER TABLE public.%I ALTER COLUMN %I SET DEFAULT %L::timestamptz', tbl, col.attname, at);
    ELSIF col.expr = 'gen_random_uuid()' AND id IS NOT NULL THEN
      EXECUTE format('ALTER TABLE public.%I ALTER COLUMN %I SET DEFAULT %L::uuid', tbl, col.attname, id);
    END IF;
  END LOOP;
END $$;

-- The value of the header `name` (any case) in a HAR header list.
CREATE FUNCTION pgrst.har_header(headers json, name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT h ->> 'value' FROM json_array_elements(headers) AS h WHERE lower(h ->> 'name') = lower(name) LIMIT 1
$$;

-- Replaces the first `marker` in `template` after `start` with `value`; returns the new text
-- and where to look next, so a template is filled in one pass.
CREATE FUNCTION pgrst.fill(INOUT template text, INOUT start int, marker text, value text)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  at int := position(marker IN substr(template, start));
BEGIN
  IF at = 0 THEN RAISE EXCEPTION 'pgrst: the template has fewer % than requests', marker; END IF;
  at := start + at - 1;
  template := overlay(template PLACING value FROM at FOR length(marker));
  start := at + length(value);
END $$;

-- When a HAR entry's request reached the server, as near as the capture tells: its start plus
-- the client's time before the request was on the wire (blocked, dns, connect, ssl, send; -1
-- is "not applicable").
CREATE FUNCTION pgrst.arrival(entry json) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT (entry ->> 'startedDateTime')::timestamptz + interval '1 millisecond' * coalesce(sum(greatest(t.ms, 0)), 0)
  FROM (SELECT (entry -> 'timings' ->> phase)::numeric AS ms
        FROM unnest(ARRAY['blocked', 'dns', 'connect', 'ssl', 'send']) AS phase) AS t
$$;

-- One HAR entry's request, answered: pins its write, then renders its response body.
CREATE FUNCTION pgrst.answer(entry json) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  request json := entry -> 'request';
  method text := request ->> 'method';
  url text := request ->> 'url';
  tbl text := pgrst.table_of(url);
BEGIN
  IF method <> 'GET' THEN
    PERFORM pgrst.pin_write(tbl, pgrst.har_header(request -> 'headers', 'authorization'),
      pgrst.arrival(entry),
      pgrst.har_header(entry -> 'response' -> 'headers', 'location'));
  END IF;
  RETURN pgrst.response(method, url,
    coalesce(pgrst.har_header(request -> 'headers', 'accept'), 'application/json'),
    (request -> 'postData' ->> 'text')::json);
END $$;

-- A HAR 1.2 capture: every entry's content text and size from the cluster.
CREATE FUNCTION pgrst.replay_har(template text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  entry json;
  body text;
  capture text := template;
  next int := 1;
BEGIN
  FOR entry IN SELECT json_array_elements(template::json -> 'log' -> 'entries') LOOP
    body := pgrst.answer(entry);
    SELECT * INTO capture, next FROM pgrst.fill(capture, next, '"@@size@@"', octet_length(body)::text);
    SELECT * INTO capture, next FROM pgrst.fill(capture, next, '"@@response@@"', to_json(body)::text);
  END LOOP;
  RETURN capture;
END $$;

-- An NDJSON request log, one `{"route", "status", "headers", "body"}` a line, its bodies
-- compacted as the logger writes them. The log keeps no request bodies or times: `writes`
-- holds them for its POST and PATCH lines, by line number (`{"4": {"body", "at", "location"}}`).
CREATE FUNCTION pgrst.replay_ndjson(template text, writes json) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  line text;
  number int := 0;
  envelope json;
  method text;
  path text;
  write json;
  body text;
  lines text[] := '{}';
BEGIN
  FOREACH line IN ARRAY string_to_array(template, E'\n') LOOP
    number := number + 1;
    IF line = '' THEN CONTINUE; END IF;
    envelope := line::json;
    method := split_part(envelope ->> 'route', ' ', 1);
    path := substr(envelope ->> 'route', length(method) + 2);
    IF method <> 'GET' THEN
      write := writes -> number::text;
      IF write IS NULL THEN
        RAISE EXCEPTION 'pgrst: line % of the log (% %) has no request body in its writes', number, method, path;
      END IF;
      PERFORM pgrst.pin_write(pgrst.table_of(path), envelope -> 'headers' ->> 'Authorization',
        (write ->> 'at')::timestamptz, write ->> 'location');
    END IF;
    body := pgrst.response(method, path, 'application/json', write -> 'body');
    lines := lines || replace(line, '"@@response@@"', pgrst.compact(body));
  END LOOP;
  RETURN array_to_string(lines, E'\n') || E'\n';
END $$;
